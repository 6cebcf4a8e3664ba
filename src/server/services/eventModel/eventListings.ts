import { EVENT_LISTINGS_PAGE_SIZE } from '../../../shared/constants';
import type { ResolvedPage } from '../../../shared/paging';
import type { Db } from '../../db/database';
import { loadListingEntries, type ListingEntryRow } from '../../db/repositories/eventListingEntries.repo';
import type { ListingFilters, ListingSort } from '../../db/repositories/listings.repo';
import type { CacheScope } from '../cacheScope';
import { pagedBody, pagedResponse, pageOffset } from '../pagedResponse';

/** One event's listings, and the orders its pages have asked for so far. */
interface EventListings {
  all: ListingEntryRow[];
  /** The listings a page may show (those with a seller), by order: `${sortBy} ${sortDir}`. */
  orders: Map<string, ListingEntryRow[]>;
}

interface Held {
  listings: Promise<EventListings | undefined>;
  size: number;
}

export interface EventListingsOptions {
  /** Listings held across every event; the events read longest ago make way first. */
  maxListings: number;
  /** An event with more listings than this is left to the database. */
  maxPerEvent: number;
  /** How many listings the event has, as far as is known here (the event model's figure). */
  sizeOf?: (concertId: number) => number | undefined;
}

/** Events whose reads since their last write are counted (past it the counts start again). */
const MAX_COUNTED = 10_000;

const statusRank = (row: ListingEntryRow) => (row.status === 'LISTED' ? 0 : 1);

/** LISTED before SOLD, then `sortBy` in `sortDir`, then the id in `sortDir` (eventListingsJson's order). */
function ordered(rows: ListingEntryRow[], sortBy: ListingSort, sortDir: 'asc' | 'desc'): ListingEntryRow[] {
  const sign = sortDir === 'asc' ? 1 : -1;
  return rows.filter((row) => row.text !== null).sort((a, b) => statusRank(a) - statusRank(b) || sign * (a[sortBy] - b[sortBy] || a.id - b.id));
}

const matches = (row: ListingEntryRow, filters: ListingFilters) =>
  (filters.minPrice === undefined || row.price >= filters.minPrice) &&
  (filters.maxPrice === undefined || row.price <= filters.maxPrice) &&
  (filters.minQuantity === undefined || row.quantity >= filters.minQuantity);

/**
 * Events' listings held in this process, each event read whole on its first page and dropped by the writes that
 * change it (the read cache's scopes, heard here and from other processes), so that an event's listings page of any
 * order, filter and page is written without a query (docs/decisions/event-model.md). Used only while every write
 * is heard.
 */
export class EventListingsModel {
  private readonly held = new Map<number, Held>();
  /** Pages of events not held read from the database since their last write (or first read). */
  private readonly readsSince = new Map<number, number>();
  private size = 0;
  private hearing = false;

  constructor(
    private readonly db: Db,
    private readonly options: EventListingsOptions,
  ) {}

  setHearing(hearing: boolean): void {
    if (hearing !== this.hearing) this.dropAll();
    this.hearing = hearing;
  }

  changed(scope: CacheScope): void {
    if (scope.kind === 'nothing') return;
    if (scope.kind === 'everything') this.dropAll();
    else this.drop(scope.eventId);
  }

  /**
   * The page as concertListingsBody (listings.service.ts) has the database write it, or null when this model does
   * not answer (not hearing every write; no such event, which the database path answers; more listings than it holds).
   */
  async page(concertId: number, filters: ListingFilters, page: ResolvedPage<ListingSort>): Promise<Buffer | null> {
    if (!this.hearing) return null;
    if (!this.worthHolding(concertId)) return null;
    let listings: EventListings | undefined;
    try {
      listings = await this.listingsOf(concertId);
    } catch {
      return null;
    }
    if (listings === undefined) return null;
    const key = `${page.sortBy} ${page.sortDir}`;
    let order = listings.orders.get(key);
    if (order === undefined) {
      order = ordered(listings.all, page.sortBy, page.sortDir);
      listings.orders.set(key, order);
    }
    const filtered = filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.minQuantity !== undefined;
    const shown = filtered ? order.filter((row) => matches(row, filters)) : order;
    const offset = pageOffset(page);
    const texts = shown.slice(offset, offset + page.pageSize).map((row) => row.text);
    // Counted as the database counts: every listing not hidden, those never shown included.
    const total = filtered ? listings.all.filter((row) => matches(row, filters)).length : listings.all.length;
    return pagedBody(`[${texts.join(',')}]`, { lastPage: pagedResponse([], total, page).lastPage, totalElements: total });
  }

  /**
   * Reading every listing costs what reading that many pages does: an event is read whole once it has been read a
   * page at a time as often since its last write. An event written to between a few reads stays with the database.
   */
  private worthHolding(concertId: number): boolean {
    if (this.held.has(concertId)) return true;
    const reads = (this.readsSince.get(concertId) ?? 0) + 1;
    if (reads * EVENT_LISTINGS_PAGE_SIZE >= (this.options.sizeOf?.(concertId) ?? 0)) {
      this.readsSince.delete(concertId);
      return true;
    }
    if (this.readsSince.size >= MAX_COUNTED) this.readsSince.clear();
    this.readsSince.set(concertId, reads);
    return false;
  }

  private listingsOf(concertId: number): Promise<EventListings | undefined> {
    const found = this.held.get(concertId);
    if (found !== undefined) {
      // Read most lately last: the first in the map make way first.
      this.held.delete(concertId);
      this.held.set(concertId, found);
      return found.listings;
    }
    const held: Held = { listings: this.load(concertId), size: 0 };
    this.held.set(concertId, held);
    void held.listings.then(
      (listings) => {
        // Dropped while it loaded (a write heard meanwhile): whoever asked gets it, nobody after.
        if (this.held.get(concertId) !== held) return;
        held.size = listings?.all.length ?? 0;
        this.size += held.size;
        this.makeRoom();
      },
      () => this.drop(concertId, held),
    );
    return held.listings;
  }

  private async load(concertId: number): Promise<EventListings | undefined> {
    const all = await loadListingEntries(this.db, concertId, this.options.maxPerEvent);
    return all === undefined ? undefined : { all, orders: new Map() };
  }

  private makeRoom(): void {
    for (const [concertId, held] of this.held) {
      if (this.size <= this.options.maxListings || this.held.size <= 1) return;
      this.drop(concertId, held);
    }
  }

  private drop(concertId: number, only?: Held): void {
    if (only === undefined) this.readsSince.delete(concertId);
    const held = this.held.get(concertId);
    if (held === undefined || (only !== undefined && held !== only)) return;
    this.held.delete(concertId);
    this.size -= held.size;
  }

  private dropAll(): void {
    this.held.clear();
    this.readsSince.clear();
    this.size = 0;
  }
}
