import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import { executeNamed } from '../namedStatement';
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
}

export interface KeywordTerms {
  words: KeywordWord[];
  /** The name_key of an event named exactly this keyword. */
  nameKey: string;
}

type KeywordRow = Omit<KeywordWord, 'alternates'> & { alternates: string[] | null; name_key: string };

/** Splits the keyword with the same parser and unaccent as the search columns, and finds typo fixes. */
export async function keywordTerms(db: Db, keyword: string, maxWords: number, maxAlternates: number): Promise<KeywordTerms> {
  const query = sql<KeywordRow>`
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
      ) end as alternates
    from found f order by f.pos`.compile(db);
  const rows = await executeNamed(db, 'search_terms', query);
  const words = rows.map(({ word, prefix, known, inName, alternates }) => ({ word, prefix, known, inName, alternates: alternates ?? [] }));
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
 * Each tier is a date-ordered query with a LIMIT, so a common word (a city) walks the date index
 * and stops after a page instead of ranking thousands of rows. A tier also holds the events of the tiers
 * above it (each event keeps its best), which keeps every tier one indexable condition; tiers that cannot
 * match (a word no event name holds) are left out rather than left to the planner's guess.
 *
 * One walk finds the soonest matches up to `cap` (at least the window's reach): `counted` counts them, the
 * first of them are the last tier, and those named with every word are the name tier, unless the walk stopped
 * at the cap with too few of those (then the name tier walks on its own).
 */
export function searchByRelevance(db: Db, query: SearchQuery, window: Window, keep: number, cap: number): Promise<CardRows> {
  const reach = window.offset + window.limit;
  const tier = (n: number, where: RawBuilder<unknown>) =>
    sql`(select c.id, c.date, ${sql.lit(n)} as tier from concerts c where ${upcoming} and ${where} order by c.date, c.id limit ${reach})`;
  const fromMatches = (n: number, where: RawBuilder<unknown>) => sql`(select m.id, m.date, ${sql.lit(n)} as tier from matches m where ${where} order by m.date, m.id limit ${reach})`;
  const tiers = [tier(0, sql`c.name_key = ${query.nameKey}`)];
  // Every word known: the exact query is the tolerant one (a word's typo fixes are only looked up when it is not known).
  const inNames = query.exact !== null && query.exactInNames;
  if (inNames) {
    const walkedShort = sql`(select count(*) from matches) = ${cap} and (select count(*) from matches where in_name) < ${reach}`;
    tiers.push(fromMatches(1, sql`m.in_name`), tier(1, sql`c.name_doc @@ ${query.exact}::tsquery and ${walkedShort}`));
  }
  tiers.push(fromMatches(query.exact === null ? 3 : 2, sql`true`));
  // The page and its count in one round trip; an empty page is one row of nulls with the count.
  const rows = sql`with matches as materialized (
      select c.id, c.date, ${inNames ? sql`c.name_doc @@ ${query.exact}::tsquery` : sql`false`} as in_name
      from concerts c where ${upcoming} and c.search_doc @@ ${query.tolerant}::tsquery order by c.date, c.id limit ${cap})
    select p.*, n.total from (select count(*)::int as total from matches) n left join lateral (${bestTierPage(tiers, window)}) p on true`;
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
