import { sql, type RawBuilder } from 'kysely';
import { EXPLORE_PAGE_SIZE } from '../../../shared/constants';
import type { ResolvedPage } from '../../../shared/paging';

/** How many first pages of a list have their limit and offset written into the statement's text. */
export const PAGES_PLANNED_ONCE = 5;

/**
 * Whether a page's limit and offset go into the statement's text, so that the statement is planned once per
 * connection (PLANNED_ONCE, preparedStatements.ts): the first pages of the page size the app asks for. Any other
 * page passes them as parameters and is planned on every run, as before. The bound keeps the texts a caller can
 * make by choosing page numbers and sizes to a handful per list shape, each prepared on every pooled connection.
 */
export function plannedOnce(page: Pick<ResolvedPage<string>, 'pageNumber' | 'pageSize'>): boolean {
  return page.pageSize === EXPLORE_PAGE_SIZE && page.pageNumber < PAGES_PLANNED_ONCE;
}

/** A row count (a limit, an offset, a cap) as the statement takes it: written into its text, or as a parameter. */
export function windowNumber(value: number, inText: boolean): RawBuilder<number> {
  if (!inText) return sql<number>`${value}`;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`windowNumber: ${value} is not a row count`);
  return sql.lit(value);
}
