import type { Db } from '../database';

export interface Totals {
  tickets: number;
  volumeSold: number;
}

/** The one-row totals the listing triggers keep (migration 20261123_0001), so no request sums every listing. */
export async function catalogueTotals(db: Db): Promise<Totals> {
  const row = await db.selectFrom('catalogue_totals').select(['tickets', 'volume_sold']).executeTakeFirst();
  return { tickets: Number(row?.tickets ?? 0), volumeSold: Number(row?.volume_sold ?? 0) };
}
