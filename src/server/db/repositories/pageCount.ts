/**
 * A page read with its count as a `total_count` column (an uncorrelated subquery, run once for the statement): the
 * rows without that column, and the count, or null for an empty page, which carries none.
 */
export function splitPageCount<T extends { total_count: number }>(found: T[]): { rows: Omit<T, 'total_count'>[]; count: number | null } {
  return { rows: found.map(({ total_count: _count, ...row }) => row), count: found.length > 0 ? found[0].total_count : null };
}
