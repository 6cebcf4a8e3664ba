import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import { bestTierPage, cardsJson, type CardsJson } from './concertCardsJson.repo';
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

/**
 * One round trip for the page and the count, written as the API's JSON (concertCardsJson.repo.ts). Tiers as
 * searchByRelevance (concertSearch.repo.ts): the event named exactly the keyword, events named with the word,
 * events holding it anywhere, then events holding a typo fix; soonest first within a tier. `counted` counts the
 * matches up to `cap`.
 */
export function oneWordPage(db: Db, query: OneWordQuery, window: Window, keep: number, cap: number): Promise<CardsJson> {
  const reach = window.offset + window.limit;
  const tier = (n: number, ids: RawBuilder<unknown>) => sql`(select t.id, t.date, ${sql.lit(n)} as tier from (${ids}) t)`;
  const tiers = [
    tier(0, sql`select c.id, c.date from concerts c where c.date >= now() and c.name_key = ${query.nameKey} order by c.date, c.id limit ${reach}`),
  ];
  const matching = query.known ?? query.alternates;
  if (query.known !== null && query.inName) tiers.push(tier(1, soonestHolding(matching, true, reach)));
  tiers.push(tier(query.known !== null ? 2 : 3, soonestHolding(matching, false, reach)));

  const page = bestTierPage(tiers, window);
  // Every tier's events hold a matching word (the exact name holds the word), so the count is of those. An empty
  // page is one row of nulls with the count.
  const count = sql`select least(count(distinct m.id), ${cap})::int as total from (${soonestHolding(matching, false, cap)}) m`;
  return cardsJson(db, sql`select p.*, n.total from (${count}) n left join lateral (${page}) p on true`, sql`q.tier, q.date, q.id`, { keep, countColumn: 'total', eventsAfterCut: true });
}
