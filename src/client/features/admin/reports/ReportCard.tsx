import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueuedReport } from '../../../../shared/admin/reportQueue';
import { REPORT_REASON_LABELS } from '../../../../shared/admin/reports';
import { Button } from '../../../components/Button';
import { consoleTime } from '../consoleTime';
import { OwnItemWarning } from '../OwnItemWarning';
import { ListingSummary } from '../listings/ListingSummary';
import { RESOLUTION_LABELS } from './reportLabels';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One open report: what the buyer said, the listing, the seller's record and their other reports. */
export function ReportCard({ report, onResolve }: { report: QueuedReport; onResolve: () => void }) {
  const { reporter, sellerHistory: history } = report;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={`report-${report.id}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`report-${report.id}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {REPORT_REASON_LABELS[report.reason]}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            Report #{report.id} · {consoleTime(report.createdAt)} · by {reporter === null ? 'a deleted account' : reporter.email}
          </Typography>
          <OwnItemWarning ownerId={reporter?.id} what="report" />
          {report.details !== '' && (
            <Typography component="blockquote" sx={{ m: 0, mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.details}
            </Typography>
          )}
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="primary" onClick={onResolve} aria-label={`Resolve report #${report.id}`}>
            Resolve
          </Button>
        </Box>
      </Stack>
      <Box sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <ListingSummary listing={report.listing} headingLevel="h3" />
        {history !== null && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            The seller: {count(history.listings, 'listing', 'listings')}, {history.sold} sold, {history.hidden} hidden,{' '}
            {count(history.earlierReports, 'earlier report', 'earlier reports')}
          </Typography>
        )}
      </Box>
      {report.otherReports.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            Other reports against this seller
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {report.otherReports.map((other) => (
              <Typography component="li" variant="body2" key={other.id} sx={{ overflowWrap: 'anywhere' }}>
                {REPORT_REASON_LABELS[other.reason]} on listing #{other.listingId}, {consoleTime(other.createdAt)} ({other.resolution === null ? 'open' : RESOLUTION_LABELS[other.resolution]})
                {other.details !== '' && `: “${other.details}”`}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
