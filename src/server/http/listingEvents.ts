import type { Db } from '../db/database';
import { findListingEvent } from '../db/repositories/listings.repo';

/** Enough for every listing a busy hour of writes touches; past it the oldest answer is asked again. */
const REMEMBERED = 10_000;

/**
 * The event each listing is for, remembered: it never changes and listing ids are never reused, so a
 * remembered answer cannot go stale. Only found listings are remembered (a missing one may be created later
 * under no id we know, but an id not yet found is asked again). Saves a round trip on every listing write.
 */
export class ListingEvents {
  private readonly known = new Map<number, number>();

  constructor(private readonly limit = REMEMBERED) {}

  async eventOf(db: Db, listingId: number): Promise<number | undefined> {
    const remembered = this.known.get(listingId);
    if (remembered !== undefined) return remembered;
    const eventId = await findListingEvent(db, listingId);
    if (eventId === undefined) return undefined;
    if (this.known.size >= this.limit) this.known.delete(this.known.keys().next().value as number);
    this.known.set(listingId, eventId);
    return eventId;
  }
}
