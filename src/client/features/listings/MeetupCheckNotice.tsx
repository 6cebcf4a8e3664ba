import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { TicketListing } from '../../../shared/entities';
import { useGetProvidersQuery } from '../providers/publicProvidersApi';

export const SELLER_NOTICE_TITLE = 'Buyers may check your ticket at the meet-up';

const ANY_PROVIDER = "In your provider's app, on the ticket, and in its confirmation e-mail, where it may be called the booking, order or ticket id.";

/**
 * My Listings: a seller with tickets on sale learns that a buyer may type the booking id off the ticket they are
 * shown, and where that id is for each provider they sell from, so they bring the ticket that was verified.
 */
export function MeetupCheckNotice({ listings }: { listings: readonly TicketListing[] }) {
  const onSale = listings.filter((listing) => listing.ticketStatus === 'LISTED');
  const { data, isLoading } = useGetProvidersQuery(undefined, { skip: onSale.length === 0 });
  if (onSale.length === 0) return null;
  const domains = new Set(onSale.map((listing) => listing.concert.expectedDkimDomain));
  const providers = (data ?? []).filter((provider) => domains.has(provider.domain));
  return (
    // A standing notice, not news: a region, not the alert MUI gives an Alert by default (it would be read out on load).
    <Alert severity="info" component="section" role="region" aria-label={SELLER_NOTICE_TITLE} sx={{ mb: 2, '& ul': { m: 0, mt: 1, pl: 2.5 } }}>
      <AlertTitle component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {SELLER_NOTICE_TITLE}
      </AlertTitle>
      When you meet, the buyer may type the booking id from the ticket you show them, and we tell them whether it is the
      booking you listed. Bring the ticket from that booking, not another one or a screenshot.
      <ul>
        {isLoading && <li>Finding where your provider shows the booking id…</li>}
        {providers.map((provider) => (
          <li key={provider.slug}>
            <strong>
              {provider.name}: {provider.bookingIdLabel}.
            </strong>{' '}
            {provider.bookingIdWhere}
          </li>
        ))}
        {/* The providers did not load, or none is the listings' own: what is true of every provider. */}
        {!isLoading && providers.length === 0 && <li>{ANY_PROVIDER}</li>}
      </ul>
    </Alert>
  );
}
