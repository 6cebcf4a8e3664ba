import { useCallback, useState } from 'react';
import type { Concert, TicketListing } from '../../../shared/entities';
import { useContactSellerMutation } from './listingsApi';

/**
 * Which listing's contact modal is open, and the contact's answer (the seller's number) for it: opening one contacts
 * the seller. Without the event nothing opens.
 */
export function useContactSeller(concert: Concert | null | undefined) {
  const [listing, setListing] = useState<TicketListing | null>(null);
  const [contactSeller, answer] = useContactSellerMutation();

  const open = useCallback(
    (target: TicketListing) => {
      if (!concert) return;
      setListing(target);
      void contactSeller(target.ticketListingId);
    },
    [concert, contactSeller],
  );
  const close = useCallback(() => setListing(null), []);
  // The answer shown is the open listing's, never one asked for another listing before it.
  const current = listing !== null && answer.originalArgs === listing.ticketListingId ? answer : null;

  return { listing, phoneNumber: current?.data?.phoneNumber ?? null, error: current?.error ?? null, open, close };
}
