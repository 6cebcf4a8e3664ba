import type { Concert, PagedResponse, RecentlyViewedItem } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';
import type { Db } from '../db/database';
import {
  countLikelyConcertsUpTo,
  listLikelyConcerts,
  listRecentlyViewed,
  recentTastes,
  recordView,
  type LikelyScope,
} from '../db/repositories/concertViews.repo';
import { cappedPage } from './cappedPage';
import { AppError } from '../http/AppError';
import { EVENT_NOT_FOUND, toConcert } from './catalogue.service';

/** SPEC §2: the home page's Recently Viewed carousel holds the last 20 events opened. */
export const RECENTLY_VIEWED_LIMIT = 20;

/**
 * A signed-in fan opened the event's page: it moves to the top of their recently viewed list (and counts them
 * towards its interest once). A call of its own, so that the event read itself is the same for everyone.
 */
export async function recordRecentlyViewed(db: Db, userId: number, eventId: number): Promise<void> {
  if (!(await recordView(db, userId, eventId))) throw new AppError(404, EVENT_NOT_FOUND);
}

export async function recentlyViewed(db: Db, userId: number): Promise<RecentlyViewedItem[]> {
  return (await listRecentlyViewed(db, userId, RECENTLY_VIEWED_LIMIT)).map((row) => ({ concert: toConcert(row) }));
}

/**
 * Upcoming events the caller has not opened, in the categories or cities of their recently viewed
 * ones, soonest first; for a caller with no views (or nobody signed in), the soonest events with tickets.
 */
export async function likelyConcerts(db: Db, userId: number | null, page: ResolvedPage<string>): Promise<PagedResponse<Concert>> {
  const tastes = userId === null ? null : await recentTastes(db, userId, RECENTLY_VIEWED_LIMIT);
  const scope: LikelyScope = { userId, tastes: tastes !== null && tastes.categoryIds.length > 0 ? tastes : null };
  return cappedPage(
    page,
    async (window) => (await listLikelyConcerts(db, scope, window)).map(toConcert),
    (cap) => countLikelyConcertsUpTo(db, scope, cap),
  );
}
