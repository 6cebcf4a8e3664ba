import { useCallback, useState } from 'react';
import type { Concert, TicketListing } from '../../../shared/entities';
import { canContactSeller } from './contactLink';
import { useRecordListingViewMutation } from './listingsApi';

/** Which listing's contact modal is open; opening one counts a contact, and without the needed data nothing opens. */
export function useContactSeller(concert: Concert | null | undefined) {
  const [listing, setListing] = useState<TicketListing | null>(null);
  const [recordView] = useRecordListingViewMutation();

  const open = useCallback(
    (target: TicketListing) => {
      if (!canContactSeller(target, concert)) return;
      setListing(target);
      void recordView(target.ticketListingId);
    },
    [concert, recordView],
  );
  const close = useCallback(() => setListing(null), []);

  return { listing, open, close };
}
