import { MAX_SEARCH_TEXT } from '../../shared/constants';
import type { Concert, PagedResponse } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';
import type { Db } from '../db/database';
import {
  countSearchUpTo,
  keywordTerms,
  searchByRelevance,
  searchSorted,
  type KeywordTerms,
  type KeywordWord,
  type SearchQuery,
} from '../db/repositories/concertSearch.repo';
import { CONCERT_SORTS } from '../db/repositories/concerts.repo';
import type { CardRows } from '../db/repositories/cardRows.repo';
import { oneWordPage } from '../db/repositories/oneWordSearch.repo';
import { cappedTotals } from './cappedPage';
import { pageOffset } from './pagedResponse';
import { toConcert } from './catalogue.service';

export const SEARCH_SORTS = ['relevance', ...CONCERT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The longest keyword the route takes (its params schema refuses longer ones; the search box stops there too). */
export const MAX_KEYWORD_LENGTH = MAX_SEARCH_TEXT;
/** Words past these add little and only cost index lookups. */
const MAX_WORDS = 8;
const MAX_TYPO_FIXES = 3;
/** A word being typed that begins up to this many words is searched as those words; one that begins more, as a prefix. */
const MAX_COMPLETIONS = 20;
/**
 * Counting search matches visits their rows (a full-text index cannot count alone), so totalElements
 * counts no further than three pages past the one asked for: a lower bound beyond that.
 */
export const SEARCH_COUNT_PAGES = 3;

/** A lexeme quoted for tsquery text (the parser never yields quotes, but a quote must not end the lexeme). */
function lexeme(word: string, prefix: boolean): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;
}

/** The tsquery texts for the words, or null when a word neither occurs in any event nor has a likely fix. */
export function searchQuery(words: KeywordWord[], nameKey: string): SearchQuery | null {
  const options = words.map((w) => [...(w.known ? [lexeme(w.word, w.prefix)] : []), ...w.alternates.map((a) => lexeme(a, false))]);
  if (words.length === 0 || options.some((o) => o.length === 0)) return null;
  const allKnown = words.every((w) => w.known);
  return {
    exact: allKnown ? words.map((w) => lexeme(w.word, w.prefix)).join(' & ') : null,
    exactInNames: allKnown && words.every((w) => w.inName),
    tolerant: options.map((o) => (o.length === 1 ? o[0] : `(${o.join(' | ')})`)).join(' & '),
    nameKey,
  };
}

export type KeywordTermsReader = (keyword: string) => Promise<KeywordTerms>;

/** The keyword's words as the search columns parse them, each with its typo fixes. */
export function keywordTermsOf(db: Db, keyword: string): Promise<KeywordTerms> {
  return keywordTerms(db, keyword, MAX_WORDS, MAX_TYPO_FIXES, MAX_COMPLETIONS);
}

/**
 * Upcoming events matching every word of the keyword in their name, artist, venue or city, whatever the
 * case and accents; a word no event contains is matched through the known words it is closest to (pg_trgm).
 */
export async function searchConcerts(
  db: Db,
  keyword: string,
  page: ResolvedPage<SearchSort>,
  termsOf: KeywordTermsReader = (text) => keywordTermsOf(db, text),
): Promise<PagedResponse<Concert>> {
  const terms = await termsOf(keyword);
  const query = searchQuery(terms.words, terms.nameKey);
  if (query === null) return { content: [], lastPage: true, totalElements: 0 };
  const { sortBy } = page;
  const cap = pageOffset(page) + SEARCH_COUNT_PAGES * page.pageSize;
  // One row more than a page says whether another follows (cappedTotals).
  const window = { limit: page.pageSize + 1, offset: pageOffset(page) };
  const keep = page.pageSize;
  const [only] = terms.words;
  let found: CardRows;
  let count: (cap: number) => Promise<number>;
  if (sortBy === 'relevance') {
    // The page and its count in one query. One word, whole or begun with few completions, from its postings.
    const postings = terms.words.length === 1 && (!only.prefix || only.completions.length > 0);
    const known = only?.prefix ? only.completions : only?.known ? [only.word] : null;
    found = postings
      ? await oneWordPage(db, { nameKey: terms.nameKey, known, inName: only.inName, alternates: only.alternates }, window, keep, cap)
      : await searchByRelevance(db, query, window, keep, cap);
    const counted = found.counted ?? 0;
    count = async () => counted;
  } else {
    found = await searchSorted(db, query, { sortBy, sortDir: page.sortDir }, window, keep);
    count = (upTo) => countSearchUpTo(db, query, upTo);
  }
  const totals = await cappedTotals(page, found.found, count, cap);
  return { content: found.rows.map(toConcert), ...totals };
}
