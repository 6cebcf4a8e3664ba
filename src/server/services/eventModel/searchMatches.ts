import type { ResolvedPage } from '../../../shared/paging';
import { cappedTotals } from '../cappedPage';
import type { JsonPage } from '../catalogue.service';
import { pagedBody, pageOffset } from '../pagedResponse';
import { listOrder, type EventEntry } from './eventEntry';
import type { EventModel } from './eventModel';

export type SearchSort = 'relevance' | 'concertDate' | 'concertName' | 'lowestTicketPrice';

/** Reads a keyword's matches from the database: every upcoming event it finds, best match first. */
export type MatchReader = (keyword: string, atMost: number) => Promise<number[]>;

/** A keyword's matches, best match first: all of them, or the first `maxMatches` when there are more. */
interface Matches {
  ids: number[];
  complete: boolean;
}

interface Held {
  /** The event model's text generation the matches were found in. */
  generation: number;
  matches: Promise<Matches>;
}

export interface SearchMatchesOptions {
  /** Keywords held; the one read longest ago makes way first. */
  maxKeywords: number;
  /**
   * The most matches held for one keyword. Of a keyword with more, only relevance pages within them are written
   * here (its first matches are the same whatever lies past them); other orders go to the database.
   */
  maxMatches: number;
  /** How many pages past the one asked for a search counts its matches (concertSearch.service.ts). */
  countPages: number;
}

/**
 * Search pages written from the event model (docs/decisions/event-model.md): a keyword's matches are found by the
 * database on its second search (its words, typo fixes and relevance tiers are PostgreSQL's full text) and held, best match first,
 * until an event's name, date or city may have changed; every page and order of that keyword is then written from
 * the events held, with their figures as they are now.
 */
export class SearchMatches {
  private readonly held = new Map<string, Held>();
  /** Keywords searched once lately, whose matches are found on their second search. */
  private readonly seenOnce = new Set<string>();

  constructor(
    private readonly events: EventModel,
    private readonly read: MatchReader,
    private readonly options: SearchMatchesOptions,
  ) {}

  /** The page as searchConcerts writes it, or null when the model does not answer. */
  async page(keyword: string, page: ResolvedPage<SearchSort>): Promise<JsonPage | null> {
    if (!(await this.events.ready())) return null;
    let held: Matches | null;
    try {
      held = await this.matchesOf(keyword);
    } catch {
      return null;
    }
    if (held === null || (!held.complete && page.sortBy !== 'relevance') || !(await this.events.ready())) return null;
    const offset = pageOffset(page);
    const cap = offset + this.options.countPages * page.pageSize;
    // In relevance order the page and its count need no more than this many matches; other orders need them all.
    const needed = page.sortBy === 'relevance' ? Math.max(offset + page.pageSize + 1, cap) : Infinity;
    const now = this.events.nowMicros();
    // Events that have begun since leave the rest in their order: the first held are still the first.
    const matches: EventEntry[] = [];
    for (const id of held.ids) {
      const entry = this.events.entry(id);
      if (entry !== undefined && entry.at >= now) matches.push(entry);
      if (matches.length >= needed) break;
    }
    // Past the first matches held, neither the page nor its count is known here.
    if (!held.complete && matches.length < needed) return null;
    if (page.sortBy !== 'relevance') matches.sort(listOrder(page.sortBy, page.sortDir));
    const found = matches.slice(offset, offset + page.pageSize + 1);
    const shown = found.slice(0, page.pageSize);
    const totals = await cappedTotals(page, found.length, (upTo) => Promise.resolve(Math.min(matches.length, upTo)), cap);
    return { body: pagedBody(`[${shown.map((e) => e.card).join(',')}]`, totals), concertIds: shown.map((e) => e.id) };
  }

  /** The keyword's matches, or null on its first search (the database answers that one). */
  private matchesOf(keyword: string): Promise<Matches> | null {
    const generation = this.events.textGeneration;
    const found = this.held.get(keyword);
    this.held.delete(keyword);
    if (found !== undefined && found.generation === generation) {
      this.held.set(keyword, found);
      return found.matches;
    }
    // Finding every match costs up to 25 pages' worth: a keyword nobody repeats (a scraper's, a typo) must not.
    if (found === undefined && !this.seenOnce.delete(keyword)) {
      if (this.seenOnce.size >= this.options.maxKeywords) this.seenOnce.clear();
      this.seenOnce.add(keyword);
      return null;
    }
    const held: Held = { generation, matches: this.load(keyword) };
    this.held.set(keyword, held);
    if (this.held.size > this.options.maxKeywords) this.held.delete(this.held.keys().next().value!);
    void held.matches.catch(() => {
      if (this.held.get(keyword) === held) this.held.delete(keyword);
    });
    return held.matches;
  }

  private async load(keyword: string): Promise<Matches> {
    const ids = await this.read(keyword, this.options.maxMatches + 1);
    return { ids: ids.slice(0, this.options.maxMatches), complete: ids.length <= this.options.maxMatches };
  }
}
