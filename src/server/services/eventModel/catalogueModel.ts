import type { Db } from '../../db/database';
import type { CacheScope } from '../cacheScope';
import { EventListingsModel } from './eventListings';
import { EventModel } from './eventModel';
import { SearchMatches, type MatchReader } from './searchMatches';
import { SEARCH_COUNT_PAGES } from '../concertSearch.service';

export interface CatalogueModelOptions {
  lifetimeMs: number;
  maxListings: number;
  readMatches: MatchReader;
  onError: (error: unknown) => void;
}

/** Keywords whose matches are held, and the most matches held for one (a commoner word goes to the database). */
const MAX_KEYWORDS = 2000;
const MAX_MATCHES = 1000;
/** The most listings held for one event (the bench's popular event has 2,000; most have a handful). */
const MAX_LISTINGS_PER_EVENT = 5000;

/**
 * What this process holds of the catalogue so that lists of any filter, order and page are written without a
 * query (docs/decisions/event-model.md): every event with its figures, the listings of the events read lately, and
 * the matches of the keywords searched lately.
 * Both follow the writes heard (the read cache's scopes) and answer only while every write is heard.
 */
export class CatalogueModel {
  readonly events: EventModel;
  readonly listings: EventListingsModel;
  readonly search: SearchMatches;

  constructor(db: Db, options: CatalogueModelOptions) {
    this.events = new EventModel(db, { lifetimeMs: options.lifetimeMs, onError: options.onError });
    this.listings = new EventListingsModel(db, { maxListings: options.maxListings, maxPerEvent: MAX_LISTINGS_PER_EVENT, sizeOf: (id) => this.events.entry(id)?.listings });
    this.search = new SearchMatches(this.events, options.readMatches, { maxKeywords: MAX_KEYWORDS, maxMatches: MAX_MATCHES, countPages: SEARCH_COUNT_PAGES });
  }

  setHearing(hearing: boolean): void {
    this.events.setHearing(hearing);
    this.listings.setHearing(hearing);
  }

  changed(scope: CacheScope): void {
    this.events.changed(scope);
    this.listings.changed(scope);
  }
}
