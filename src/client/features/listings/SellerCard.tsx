import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '../../../shared/brand';
import type { SellerFacts } from '../../../shared/entities';
import { formatMonthYear } from '../../../shared/format';
import { useGetListingSellerQuery } from './listingsApi';

/** The seller's record in words; a zero is said plainly rather than as a bare '0'. */
export function sellerFactLines({ memberSince, ticketsSold, meetupChecksPassed }: SellerFacts): string[] {
  return [
    `Member since ${formatMonthYear(memberSince)}`,
    ticketsSold === 0 ? `No tickets sold on ${APP_NAME} yet` : `${ticketsSold} ${ticketsSold === 1 ? 'ticket' : 'tickets'} sold on ${APP_NAME}`,
    meetupChecksPassed === 0
      ? 'No meet-up checks yet'
      : `${meetupChecksPassed} ${meetupChecksPassed === 1 ? 'meet-up check' : 'meet-up checks'} passed`,
  ];
}

/** For a buyer about to contact a seller: who they are here. Nothing shows until it has arrived, or if it cannot. */
export function SellerCard({ ticketListingId, name }: { ticketListingId: number; name: string | null }) {
  const facts = useGetListingSellerQuery(ticketListingId).data;
  if (!facts) return null;
  const title = `About ${name ?? 'the seller'}`;
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'primary.light' }}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.9375rem', color: 'grey.800', mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'grey.800', fontSize: '0.875rem' }}>
        {sellerFactLines(facts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
