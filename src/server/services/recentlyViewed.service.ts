import type { Concert, PagedResponse, RecentlyViewedItem } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';
import type { Db } from '../db/database';
import {
  countLikelyConcertsUpTo,
  listLikelyConcerts,
  listRecentlyViewed,
  recentTastes,
  type LikelyScope,
} from '../db/repositories/concertViews.repo';
import { cappedPage } from './cappedPage';
import { toConcert } from './catalogue.service';

/** SPEC §2: the home page's Recently Viewed carousel holds the last 20 events opened. */
export const RECENTLY_VIEWED_LIMIT = 20;

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
