import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database';
import type { TicketStatus } from '../../src/shared/entities';

export interface ListingState {
  price: number;
  status: TicketStatus;
}

interface Entry {
  /** The last state the server acknowledged (2xx), or the state the listing was inserted with. */
  acked: ListingState;
  /** Writes sent after it that got no clear answer (no response, a 503): each may or may not have happened. */
  maybe: ListingState[];
}

const same = (a: ListingState, b: ListingState) => a.status === b.status && Math.abs(a.price - b.price) < 0.005;
const show = (s: ListingState) => `${s.status} at ${s.price}`;

/**
 * Every write to a listing and what the server said. Each listing has one writer at a time, so after the
 * run the database must hold the last acknowledged state, or one of the unanswered writes sent after it.
 */
export class WriteLedger {
  private readonly entries = new Map<number, Entry>();
  acknowledged = 0;
  uncertain = 0;

  inserted(listingId: number, state: ListingState): void {
    this.entries.set(listingId, { acked: state, maybe: [] });
  }

  /** The server answered 2xx: this state is now promised. */
  ack(listingId: number, state: ListingState): void {
    this.entries.set(listingId, { acked: state, maybe: [] });
    this.acknowledged += 1;
  }

  /** No clear answer: the write may have been applied. (A 4xx refusal is not recorded: nothing changed.) */
  unanswered(listingId: number, state: ListingState): void {
    this.entries.get(listingId)?.maybe.push(state);
    this.uncertain += 1;
  }

  get listings(): number {
    return this.entries.size;
  }

  /** The listings whose stored state is not what the server promised: empty when no write was lost. */
  async lostWrites(db: Kysely<Database>): Promise<string[]> {
    const rows = await db.selectFrom('ticket_listings').select(['id', 'price', 'ticket_status']).where('id', 'in', [...this.entries.keys()]).execute();
    const stored = new Map(rows.map((r) => [r.id, { price: Number(r.price), status: r.ticket_status }]));
    const lost: string[] = [];
    for (const [id, entry] of this.entries) {
      const now = stored.get(id);
      if (now === undefined) {
        lost.push(`listing ${id} is gone; last acknowledged ${show(entry.acked)}`);
      } else if (![entry.acked, ...entry.maybe].some((s) => same(s, now))) {
        lost.push(`listing ${id} holds ${show(now)}; last acknowledged ${show(entry.acked)}`);
      }
    }
    return lost;
  }
}
