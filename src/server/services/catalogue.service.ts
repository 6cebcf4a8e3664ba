import type { Category, Concert, PagedResponse } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';
import type { Db } from '../db/database';
import { listCategories } from '../db/repositories/categories.repo';
import {
  countUpcomingConcerts,
  listUpcomingConcerts,
  type ConcertCardRow,
  type ConcertSort,
} from '../db/repositories/concerts.repo';
import type { CategoryRow } from '../db/tables/catalogue';
import { pagedResponse, pageOffset } from './pagedResponse';

export function toCategory(row: CategoryRow): Category {
  return { categoryId: row.id, categoryTitle: row.title };
}

export function toConcert(row: ConcertCardRow): Concert {
  return {
    concertId: row.id,
    concertName: row.name,
    concertDate: row.date.toISOString(),
    concertVenue: row.venue,
    concertCity: row.city,
    concertArtist: row.artist,
    categoryId: row.category_id,
    thumbnail: row.thumbnail,
    lowestTicketPrice: row.lowest_price === null ? null : Number(row.lowest_price),
    numberOfTicketsListed: row.tickets_listed,
    interest: row.interest,
    expectedDkimDomain: row.expected_dkim_domain,
  };
}

export async function allCategories(db: Db): Promise<Category[]> {
  return (await listCategories(db)).map(toCategory);
}

export async function upcomingConcerts(db: Db, page: ResolvedPage<ConcertSort>): Promise<PagedResponse<Concert>> {
  const [rows, total] = await Promise.all([
    listUpcomingConcerts(db, { sortBy: page.sortBy, sortDir: page.sortDir, limit: page.pageSize, offset: pageOffset(page) }),
    countUpcomingConcerts(db),
  ]);
  return pagedResponse(rows.map(toConcert), total, page);
}
