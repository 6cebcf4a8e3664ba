import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import { bestTierPage, cardRows, type CardRows } from './cardRows.repo';
import { concertCards, concertOrderBy, concertWhere, type ConcertOrder, type Window } from './concerts.repo';

/** One word of a keyword, accent-free and lower-cased as the events' search columns hold them. */
export interface KeywordWord {
  word: string;
  /**
   * Matches as a prefix: the last word while it is not yet a whole word some event holds. (A whole word
   * matches as itself: a prefix match in the GIN index gathers every posting of every longer word first.)
   */
  prefix: boolean;
  /** Some event holds the word (as a prefix, if it is one). */
  known: boolean;
  /** Some event's name holds it. */
  inName: boolean;
  /** Known words it is probably a typo of; only looked up when the word is not known. */
  alternates: string[];
  /**
   * For a known prefix, the words it begins (at most the cap keywordTerms is given), which one-word search walks in
   * concert_search_postings as it walks a whole word; empty when there are more (a full-text prefix match then).
   */
  completions: string[];
}

export interface KeywordTerms {
  words: KeywordWord[];
  /** The name_key of an event named exactly this keyword. */
  nameKey: string;
}

type KeywordRow = Omit<KeywordWord, 'alternates' | 'completions'> & { alternates: string[] | null; completions: string[] | null; name_key: string };

/** Splits the keyword with the same parser and unaccent as the search columns, and finds typo fixes. */
export async function keywordTerms(db: Db, keyword: string, maxWords: number, maxAlternates: number, maxCompletions: number): Promise<KeywordTerms> {
  const { rows } = await sql<KeywordRow>`
    with typed as (
      select w.word, w.pos, w.pos = max(w.pos) over () as last,
        replace(replace(replace(w.word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' as pattern
      from (
        select lexeme as word, positions[1] as pos
        from unnest(to_tsvector('simple', concert_search_unaccent(lower(${keyword})))) order by pos limit ${maxWords}
      ) w
    ), whole as (
      select t.*, d.word is not null as whole, coalesce(d.in_name, false) as whole_in_name
      from typed t left join concert_search_words d on d.word = t.word
    ), found as (
      select w.word, w.pos, w.pattern, w.last and not w.whole as prefix, w.whole, w.whole_in_name,
        w.last and not w.whole and exists (select 1 from concert_search_words d where d.word like w.pattern) as prefix_known,
        w.last and not w.whole and exists (select 1 from concert_search_words d where d.word like w.pattern and d.in_name) as prefix_in_name
      from whole w
    )
    select f.word, f.prefix, f.whole or f.prefix_known as known,
      case when f.prefix then f.prefix_in_name else f.whole_in_name end as "inName",
      concert_name_key(${keyword}) as name_key,
      case when not (f.whole or f.prefix_known) and length(f.word) >= 3 then array(
        select d.word from concert_search_words d where d.word % f.word
        order by similarity(d.word, f.word) desc, d.word limit ${maxAlternates}
      ) end as alternates,
      case when f.prefix_known then array(
        select d.word from concert_search_words d where d.word like f.pattern order by d.word limit ${maxCompletions + 1}
      ) end as completions
    from found f order by f.pos`.execute(db);
  const words = rows.map(({ word, prefix, known, inName, alternates, completions }) => ({
    word,
    prefix,
    known,
    inName,
    alternates: alternates ?? [],
    completions: completions !== null && completions.length <= maxCompletions ? completions : [],
  }));
  return { words, nameKey: rows[0]?.name_key ?? '' };
}

export interface SearchQuery {
  /** tsquery text: every word as typed; null when some word occurs in no event. */
  exact: string | null;
  /** Every word as typed occurs in some event's name. */
  exactInNames: boolean;
  /** tsquery text: each word or one of its typo fixes. */
  tolerant: string;
  nameKey: string;
}

const upcoming = concertWhere({ when: 'upcoming' });

/**
 * Best match first, in tiers: the event named exactly the keyword, events whose name holds every word,
 * events holding every word elsewhere, then matches through a typo fix; soonest first within a tier.
 * Each tier is its own date-ordered query with a LIMIT, so a common word (a city) walks the date index
 * and stops after a page instead of ranking thousands of rows. A tier also holds the events of the tiers
 * above it (each event keeps its best), which keeps every tier one indexable condition; tiers that cannot
 * match (a word no event name holds) are left out rather than left to the planner's guess. `counted` counts the
 * matches up to `cap`.
 */
export function searchByRelevance(db: Db, query: SearchQuery, window: Window, keep: number, cap: number): Promise<CardRows> {
  const reach = window.offset + window.limit;
  const tier = (n: number, where: RawBuilder<unknown>) =>
    sql`(select c.id, c.date, ${sql.lit(n)} as tier from concerts c where ${upcoming} and ${where} order by c.date, c.id limit ${reach})`;
  const tiers = [tier(0, sql`c.name_key = ${query.nameKey}`)];
  if (query.exact !== null) {
    if (query.exactInNames) tiers.push(tier(1, sql`c.name_doc @@ ${query.exact}::tsquery`));
    tiers.push(tier(2, sql`c.search_doc @@ ${query.exact}::tsquery`));
  }
  if (query.tolerant !== query.exact) tiers.push(tier(3, sql`c.search_doc @@ ${query.tolerant}::tsquery`));
  // The page and its count in one round trip; an empty page is one row of nulls with the count.
  const rows = sql`select p.*, n.total from (${matchesUpTo(query, cap)}) n left join lateral (${bestTierPage(tiers, window)}) p on true`;
  return cardRows(db, rows, sql`q.tier, q.date, q.id`, { keep, countColumn: 'total', eventsAfterCut: true });
}

/** How many upcoming events, in the order asked for, a sorted search walks before it sorts every match instead. */
const WALK = 500;
/** Up to this many matches (by the planner's estimate), sorting them all beats walking the order. */
const SORT_ALL = 2000;

/** The planner's estimate of the upcoming matches, from the column statistics: no rows are read. */
async function estimatedMatches(db: Db, matches: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
    explain (format json) select 1 from concerts c where ${upcoming} and ${matches}`.execute(db);
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? Infinity;
}

/**
 * Matches in a sort order. A few (by estimate) are read from the full-text index and sorted. Many are
 * found by walking the first WALK upcoming events in that order (its index), which stops after a page
 * when matches are spread out; when they are not (an artist's events sort together by name, maybe far
 * down), the walk finds too few and all the matches are sorted after all.
 */
export async function searchSorted(db: Db, query: SearchQuery, order: ConcertOrder, window: Window, keep: number): Promise<CardRows> {
  const priced = order.sortBy === 'lowestTicketPrice';
  const matches = sql`c.search_doc @@ ${query.tolerant}::tsquery`;
  const reach = window.offset + window.limit;
  const estimate = await estimatedMatches(db, matches);
  const cards = (ordered: RawBuilder<unknown>, skip: number) =>
    cardRows(db, concertCards(db).innerJoin(sql<{ id: number }>`${ordered}`.as('t'), (join) => join.onRef('t.id', '=', 'c.id')), concertOrderBy(order, 'q'), { keep, skip });
  const walk = sql`select c.id, c.date, c.name, ${priced ? sql`s.lowest_price` : sql`null::numeric as lowest_price`}
    from concerts c ${priced ? sql`join concert_stats s on s.concert_id = c.id` : sql``} where ${upcoming}
    order by ${concertOrderBy(order)} limit ${WALK}`;
  if (estimate > SORT_ALL) {
    const walked = await cards(
      sql`(
      select w.* from (${walk}) w join concerts c on c.id = w.id
      where ${matches} order by ${concertOrderBy(order, 'w')} limit ${reach})`,
      window.offset,
    );
    // `found` counts the rows before the page too: the page's own are what a reader of the window expects.
    if (walked.found === reach) return { ...walked, found: walked.found - window.offset };
  }
  // OFFSET 0 keeps the planner from folding the matches into the sort, which could bring the walk back;
  // the price comes by a lookup per match, not a join that could read every event's figures.
  const all = sql`select c.id, c.date, c.name,
      ${priced ? sql`(select s.lowest_price from concert_stats s where s.concert_id = c.id)` : sql`null::numeric`} as lowest_price
    from concerts c where ${upcoming} and ${matches} offset 0`;
  return cards(sql`(select m.* from (${all}) m order by ${concertOrderBy(order, 'm')} limit ${window.limit} offset ${window.offset})`, 0);
}

/** How many upcoming events match, counting no further than `cap`, as one row's `total`. */
function matchesUpTo(query: SearchQuery, cap: number): RawBuilder<{ total: number }> {
  return sql`select count(*)::int as total from (
      select 1 from concerts c where ${upcoming} and c.search_doc @@ ${query.tolerant}::tsquery order by c.date limit ${cap}) hits`;
}

export async function countSearchUpTo(db: Db, query: SearchQuery, cap: number): Promise<number> {
  const { rows } = await sql<{ total: number }>`${matchesUpTo(query, cap)}`.execute(db);
  return rows[0].total;
}
