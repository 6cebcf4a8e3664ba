import type { Statistics } from '../../shared/entities';
import type { Db } from '../db/database';
import { catalogueTotals } from '../db/repositories/statistics.repo';

/**
 * SPEC §3 Statistics. totalTickets: the tickets in every listing that exists, LISTED or SOLD (the sum of
 * quantity; a deleted listing no longer counts). totalVolumeSold: rupees across SOLD listings (the sum of
 * price × quantity).
 */
export async function platformStatistics(db: Db): Promise<Statistics> {
  const totals = await catalogueTotals(db);
  return { totalTickets: totals.tickets, totalVolumeSold: totals.volumeSold };
}
