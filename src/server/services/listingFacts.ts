import type { Db } from '../db/database';
import { findListingFacts, type ListingFactsRow } from '../db/repositories/listings.repo';

/** Enough for every listing a busy hour of writes touches; past it the oldest answer is asked again. */
const REMEMBERED = 10_000;

/** What never changes about a listing once made. */
export interface ListingFacts {
  eventId: number;
  /** Its seller when first asked (later only ever null: a seller who deleted their account owns nothing). */
  sellerId: number | null;
  verifiedTicketQuantity: number | null;
  verifiedAmountPaid: number | null;
}

function toFacts(row: ListingFactsRow): ListingFacts {
  return {
    eventId: row.concert_id,
    sellerId: row.seller_id,
    verifiedTicketQuantity: row.verified_ticket_quantity,
    verifiedAmountPaid: row.verified_amount_paid === null ? null : Number(row.verified_amount_paid),
  };
}

/**
 * What never changes about each listing, remembered: its event, its seller and what its booking proved. Listing
 * ids are never reused, so a remembered answer cannot go stale. Only found listings are remembered (an id not yet
 * found is asked again). Saves the details check a round trip for the booking's figures on every listing change.
 */
export class ListingFactsMemo {
  private readonly known = new Map<number, ListingFacts>();

  constructor(private readonly limit = REMEMBERED) {}

  async factsOf(db: Db, listingId: number): Promise<ListingFacts | undefined> {
    const remembered = this.known.get(listingId);
    if (remembered !== undefined) return remembered;
    const row = await findListingFacts(db, listingId);
    if (row === undefined) return undefined;
    if (this.known.size >= this.limit) this.known.delete(this.known.keys().next().value as number);
    const facts = toFacts(row);
    this.known.set(listingId, facts);
    return facts;
  }
}
