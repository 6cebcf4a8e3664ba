import { DASHBOARD_DAYS, DASHBOARD_SERIES, type Dashboard, type DashboardDay } from '../../shared/admin/dashboard';
import type { Db } from '../db/database';
import { countOpenReports, dailyCounts, refusalsByReason } from '../db/repositories/dashboard.repo';
import { kolkataDayNumber, kolkataDayOfNumber, kolkataDayStart } from './kolkataDays';

const emptyDay = (day: number): DashboardDay => ({
  day: kolkataDayOfNumber(day),
  ...(Object.fromEntries(DASHBOARD_SERIES.map((series) => [series, 0])) as Omit<DashboardDay, 'day'>),
});

/** GET /api/admin/dashboard: today's figures and the last DASHBOARD_DAYS India days, today last. */
export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = kolkataDayNumber(now);
  const first = today - DASHBOARD_DAYS + 1;
  const start = kolkataDayStart(kolkataDayOfNumber(first));
  const todayStart = kolkataDayStart(kolkataDayOfNumber(today));
  const end = kolkataDayStart(kolkataDayOfNumber(today + 1));
  const [counts, refusalsToday, reportsOpen] = await Promise.all([dailyCounts(db, start, end), refusalsByReason(db, todayStart, end), countOpenReports(db)]);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => emptyDay(first + i));
  for (const { series, day, count } of counts) days[day - first][series] += count;
  return { today: days[DASHBOARD_DAYS - 1], refusalsToday, reportsOpen, days };
}
