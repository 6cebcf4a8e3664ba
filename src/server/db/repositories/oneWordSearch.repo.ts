import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import { bestTierPage, cardRows, type CardRows } from './cardRows.repo';
import type { Window } from './concerts.repo';

/**
 * A keyword of one whole word (not a prefix being typed), which every relevance tier can read from
 * concert_search_postings (migration 20261126_0001) in date order: a page costs about a page of index
 * entries however many events hold the word.
 */
export interface OneWordQuery {
  nameKey: string;
  /** The word as typed (or, for a word being typed, the words it begins), when some event holds it. */
  known: string[] | null;
  /** Some event's name holds a known word. */
  inName: boolean;
  /** The known word's typo fixes (only looked up when the word is not known). */
  alternates: string[];
}

/** Events holding one of `words` (in their name, or anywhere), soonest first, at most `limit` of them. */
function soonestHolding(words: string[], inName: boolean, limit: number): RawBuilder<unknown> {
  // One walk per word, each stopping after `limit`, so the union's soonest `limit` are all among them.
  return sql`select p.concert_id as id, p.date from unnest(${words}::text[]) w (word) cross join lateral (
      select p.concert_id, p.date from concert_search_postings p
      where p.word = w.word and p.in_name = ${inName} and p.date >= now()
      order by p.date, p.concert_id limit ${limit}) p`;
}

/** The values of a one-word page, each a parameter of its statement. */
interface PageValues {
  nameKey: string;
  /** The known words, or the typo fixes. */
  words: string[];
  /** How far into the matches the page reaches: its offset and limit. */
  reach: number;
  limit: number;
  offset: number;
  keep: number;
  cap: number;
}

/**
 * One round trip for the page and the count. Tiers as
 * searchByRelevance (concertSearch.repo.ts): the event named exactly the keyword, events named with the word,
 * events holding it anywhere, then events holding a typo fix; soonest first within a tier. `counted` counts the
 * matches up to `cap`.
 */
export function oneWordPage(db: Db, query: OneWordQuery, window: Window, keep: number, cap: number): Promise<CardRows> {
  const known = query.known !== null;
  const inName = known && query.inName;
  const values: PageValues = { nameKey: query.nameKey, words: query.known ?? query.alternates, reach: window.offset + window.limit, limit: window.limit, offset: window.offset, keep, cap };
  return oneWordStatement(db, values, known, inName);
}

function oneWordStatement(db: Db, v: PageValues, known: boolean, inName: boolean): Promise<CardRows> {
  const tier = (n: number, ids: RawBuilder<unknown>) => sql`(select t.id, t.date, ${sql.lit(n)} as tier from (${ids}) t)`;
  const tiers = [tier(0, sql`select c.id, c.date from concerts c where c.date >= now() and c.name_key = ${v.nameKey} order by c.date, c.id limit ${v.reach}`)];
  if (inName) tiers.push(tier(1, soonestHolding(v.words, true, v.reach)));
  tiers.push(tier(known ? 2 : 3, soonestHolding(v.words, false, v.reach)));

  const page = bestTierPage(tiers, { limit: v.limit, offset: v.offset });
  // Every tier's events hold a matching word (the exact name holds the word), so the count is of those. An empty
  // page is one row of nulls with the count.
  const count = sql`select least(count(distinct m.id), ${v.cap})::int as total from (${soonestHolding(v.words, false, v.cap)}) m`;
  return cardRows(db, sql`select p.*, n.total from (${count}) n left join lateral (${page}) p on true`, sql`q.tier, q.date, q.id`, { keep: v.keep, countColumn: 'total', eventsAfterCut: true });
}
