import { sql } from 'kysely';
import type { CountersState } from '../limits/limits';
import type { Db } from '../db/database';

/** How long each part may take to answer before it counts as down: a monitor must get an answer in time. */
export const HEALTH_TIMEOUT_MS = 1000;
/** Answers are shared this long, so a burst of probes costs the database and Redis one check each. */
export const HEALTH_CACHE_MS = 1000;

export interface Health {
  database: 'up' | 'down';
  /** 'unused' without REDIS_URL. */
  redis: 'up' | 'down' | 'unused';
  rateLimits: CountersState;
}

function withinTimeout<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), HEALTH_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

const REDIS_OF: Record<CountersState, Health['redis']> = { memory: 'unused', redis: 'up', 'memory-redis-unreachable': 'down' };

/**
 * The process's own view of what it depends on, asked actively (SELECT 1, a Redis PING) rather than learned
 * from traffic, so an idle process reports Redis gone, and back, as soon as it is.
 */
export function healthCheck(db: Db, checkRateLimits: () => Promise<CountersState>): () => Promise<Health> {
  let cached: { at: number; health: Promise<Health> } | null = null;
  const check = async (): Promise<Health> => {
    const [database, rateLimits] = await Promise.all([
      withinTimeout(
        sql`select 1`.execute(db).then(() => 'up' as const),
        'down' as const,
      ),
      withinTimeout(checkRateLimits(), 'memory-redis-unreachable' as const),
    ]);
    return { database, redis: REDIS_OF[rateLimits], rateLimits };
  };
  return () => {
    if (cached === null || Date.now() - cached.at >= HEALTH_CACHE_MS) cached = { at: Date.now(), health: check() };
    return cached.health;
  };
}

export { DATABASE_UNAVAILABLE } from '../db/databaseUnavailable';
