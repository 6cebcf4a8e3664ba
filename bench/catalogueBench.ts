import type { Kysely } from 'kysely';
import { CITIES } from '../src/shared/cities';
import { EXPLORE_PAGE_SIZE, SEARCH_SUGGESTIONS_LIMIT } from '../src/shared/constants';
import { createDatabase } from '../src/server/db/createDatabase';
import type { Database } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import type { ConcertFilter } from '../src/server/db/repositories/concerts.repo';
import { concertDetails, eventList, popularConcerts } from '../src/server/services/catalogue.service';
import { searchConcerts } from '../src/server/services/concertSearch.service';
import { likelyConcerts } from '../src/server/services/recentlyViewed.service';
import { platformStatistics } from '../src/server/services/statistics.service';
import { BENCH_SIZE, generateCatalogue } from './catalogueData';
import { pgUnreachable, withThrowawayDatabase } from './pgServer';

const SAMPLES = 200;
/** Typed as fans type them: cities, artists, a venue word, typos, accents, and prefixes mid-typing. */
const KEYWORDS = ['mumbai', 'Arijit Singh', 'arjit singh', 'beyonce', 'Beyoncé Knowles', 'stadium', 'shreya ghoshal unplugged', 'ar', 'prat', 'diljt'];

export interface Timing {
  read: string;
  p50: number;
  p95: number;
}

export type CatalogueBench = { skipped: string } | { rows: Timing[]; counts: Record<string, number> };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(read: string, run: (i: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 20; i += 1) await run(i);
  const took: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    await run(i);
    took.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  took.sort((a, b) => a - b);
  return { read, p50: percentile(took, 50), p95: percentile(took, 95) };
}

const page = <S extends string>(sortBy: S, sortDir: 'asc' | 'desc', pageNumber = 0, pageSize = EXPLORE_PAGE_SIZE) => ({
  pageNumber,
  pageSize,
  sortBy,
  sortDir,
});

/** A filter a fan might set: a city, a category, a week or a month from today, or a mix. */
function exploreFilter(i: number): ConcertFilter {
  const day = new Date(Date.now() + (i % 60) * 86_400_000);
  const filters: ConcertFilter[] = [
    { when: 'upcoming', city: CITIES[i % CITIES.length] },
    { when: 'upcoming', categoryId: 1 + (i % 5) },
    { when: 'upcoming', from: day, to: new Date(day.getTime() + 7 * 86_400_000) },
    { when: 'upcoming', city: CITIES[i % CITIES.length], categoryId: 1 + (i % 5), from: day, to: new Date(day.getTime() + 30 * 86_400_000) },
  ];
  return filters[i % filters.length];
}

async function measure(db: Kysely<Database>, concerts: number): Promise<Timing[]> {
  const upcoming = { when: 'upcoming' } as const;
  const eventId = (i: number) => 1 + ((i * 7919) % concerts);
  return [
    await time('explore: first page, 40 by date', () => eventList(db, upcoming, page('concertDate', 'asc'))),
    await time('explore: pages 1-5, 40 by date', (i) => eventList(db, upcoming, page('concertDate', 'asc', 1 + (i % 5)))),
    await time('explore: city / category / dates filters', (i) => eventList(db, exploreFilter(i), page('concertDate', 'asc'))),
    await time('explore: 40 by lowest price', (i) => eventList(db, upcoming, page('lowestTicketPrice', i % 2 ? 'asc' : 'desc'))),
    await time('search: header suggestions, 5 by name', (i) =>
      searchConcerts(db, KEYWORDS[i % KEYWORDS.length], page('concertName', 'asc', 0, SEARCH_SUGGESTIONS_LIMIT)),
    ),
    await time('search: 40 by relevance', (i) => searchConcerts(db, KEYWORDS[i % KEYWORDS.length], page('relevance', 'asc'))),
    await time('event read (anonymous)', (i) => concertDetails(db, eventId(i), null)),
    await time('event read (signed in, records the view)', (i) => concertDetails(db, eventId(i), 1 + (i % 500))),
    await time('popular (home)', () => popularConcerts(db)),
    await time('likely (signed in)', (i) => likelyConcerts(db, 1 + (i % 500), page('concertDate', 'asc'))),
    await time('past events, 40 by date desc', (i) => eventList(db, { when: 'past' }, page('concertDate', 'desc', i % 3))),
    await time('statistics (home)', () => platformStatistics(db)),
  ];
}

/**
 * Builds a throwaway PostgreSQL database of BENCH_SIZE (100,000 events, about 1,000,000 listings), times
 * each catalogue read through its service function, and drops the database. BENCH_DATABASE_URL names the
 * server (default: local trust auth); SKIP_CATALOGUE_BENCH=1 skips it (generating takes a few minutes).
 */
export async function benchCatalogue(log: (line: string) => void = console.log): Promise<CatalogueBench> {
  if (process.env.SKIP_CATALOGUE_BENCH) return { skipped: 'SKIP_CATALOGUE_BENCH is set' };
  const unreachable = await pgUnreachable();
  if (unreachable !== null) return { skipped: unreachable };
  return withThrowawayDatabase('catalogue', async (url) => {
    const db = createDatabase({ databaseUrl: url, dataDir: ':memory:' });
    try {
      await migrateToLatest(db);
      await generateCatalogue(db, BENCH_SIZE, (step, ms) => log(`  generated ${step} in ${(ms / 1000).toFixed(1)} s`));
      const counts: Record<string, number> = {};
      for (const table of ['concerts', 'ticket_listings', 'concert_views', 'concert_subscriptions'] as const) {
        const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        counts[table] = Number(row.n);
      }
      return { rows: await measure(db, counts.concerts), counts };
    } finally {
      await db.destroy();
    }
  });
}
