import type { ResolvedPage } from '../../../shared/paging';
import { cappedTotals } from '../cappedPage';
import type { JsonPage } from '../catalogue.service';
import { pagedBody, pageOffset } from '../pagedResponse';
import { listOrder, type EventEntry } from './eventEntry';
import type { EventModel } from './eventModel';

export type SearchSort = 'relevance' | 'concertDate' | 'concertName' | 'lowestTicketPrice';

/** Reads a keyword's matches from the database: every upcoming event it finds, best match first. */
export type MatchReader = (keyword: string, atMost: number) => Promise<number[]>;

interface Held {
  /** The event model's text generation the matches were found in. */
  generation: number;
  /** Best match first; null when there were more than the model holds for one keyword (the database answers). */
  ids: Promise<number[] | null>;
}

export interface SearchMatchesOptions {
  /** Keywords held; the one read longest ago makes way first. */
  maxKeywords: number;
  /** A keyword matching more events than this is left to the database. */
  maxMatches: number;
  /** How many pages past the one asked for a search counts its matches (concertSearch.service.ts). */
  countPages: number;
}

/**
 * Search pages written from the event model (docs/decisions/event-model.md): a keyword's matches are found by the
 * database once (its words, typo fixes and relevance tiers are PostgreSQL's full text) and held, best match first,
 * until an event's name, date or city may have changed; every page and order of that keyword is then written from
 * the events held, with their figures as they are now.
 */
export class SearchMatches {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly events: EventModel,
    private readonly read: MatchReader,
    private readonly options: SearchMatchesOptions,
  ) {}

  /** The page as searchConcerts writes it, or null when the model does not answer. */
  async page(keyword: string, page: ResolvedPage<SearchSort>): Promise<JsonPage | null> {
    if (!(await this.events.ready())) return null;
    let ids: number[] | null;
    try {
      ids = await this.matchesOf(keyword);
    } catch {
      return null;
    }
    if (ids === null || !(await this.events.ready())) return null;
    const now = this.events.nowMicros();
    const matches: EventEntry[] = [];
    for (const id of ids) {
      const entry = this.events.entry(id);
      if (entry !== undefined && entry.at >= now) matches.push(entry);
    }
    if (page.sortBy !== 'relevance') matches.sort(listOrder(page.sortBy, page.sortDir));
    const offset = pageOffset(page);
    const found = matches.slice(offset, offset + page.pageSize + 1);
    const shown = found.slice(0, page.pageSize);
    const cap = offset + this.options.countPages * page.pageSize;
    const totals = await cappedTotals(page, found.length, (upTo) => Promise.resolve(Math.min(matches.length, upTo)), cap);
    return { body: pagedBody(`[${shown.map((e) => e.card).join(',')}]`, totals), concertIds: shown.map((e) => e.id) };
  }

  private matchesOf(keyword: string): Promise<number[] | null> {
    const generation = this.events.textGeneration;
    const found = this.held.get(keyword);
    this.held.delete(keyword);
    if (found !== undefined && found.generation === generation) {
      this.held.set(keyword, found);
      return found.ids;
    }
    const held: Held = { generation, ids: this.load(keyword) };
    this.held.set(keyword, held);
    if (this.held.size > this.options.maxKeywords) this.held.delete(this.held.keys().next().value!);
    void held.ids.catch(() => {
      if (this.held.get(keyword) === held) this.held.delete(keyword);
    });
    return held.ids;
  }

  private async load(keyword: string): Promise<number[] | null> {
    const ids = await this.read(keyword, this.options.maxMatches + 1);
    return ids.length > this.options.maxMatches ? null : ids;
  }
}
