import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VERIFICATION_REFUSAL_LABELS, type Dashboard } from '../../../../shared/admin/dashboard';
import { FigureTile } from './FigureTile';

const small = { color: 'text.secondary', variant: 'body2' } as const;

/** Today's figures, refusals broken down by reason and reports by what is still open. */
export function TodayTiles({ dashboard }: { dashboard: Dashboard }) {
  const { today, refusalsToday, reportsOpen } = dashboard;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      <FigureTile label="New listings" value={today.newListings} />
      <FigureTile label="Verifications passed" value={today.verificationsPassed} />
      <FigureTile label="Verifications refused" value={today.verificationsRefused}>
        {refusalsToday.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }} variant="body2">
            None refused today
          </Typography>
        ) : (
          <Box component="ul" aria-label="Refused today by reason" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {refusalsToday.map(({ reason, count }) => (
              <Box component="li" key={reason} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
                <Typography {...small}>{VERIFICATION_REFUSAL_LABELS[reason]}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {count}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </FigureTile>
      <FigureTile label="Reports open" value={reportsOpen}>
        <Typography {...small}>{today.newReports === 1 ? '1 new today' : `${today.newReports} new today`}</Typography>
      </FigureTile>
      <FigureTile label="Sales marked" value={today.salesMarked} />
    </Box>
  );
}
