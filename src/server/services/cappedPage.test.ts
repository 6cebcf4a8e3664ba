import type { ResolvedPage } from '../../shared/paging';
import { cappedPage, COUNT_CAP, type PageWindow } from './cappedPage';

/** A list of `total` numbered rows, read and counted as a repository would. */
function list(total: number) {
  const counts: number[] = [];
  return {
    counts,
    read: async ({ limit, offset }: PageWindow) => Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i),
    count: async (cap: number) => {
      counts.push(cap);
      return Math.min(total, cap);
    },
  };
}

const page = (pageNumber: number, pageSize: number): ResolvedPage<string> => ({ pageNumber, pageSize, sortBy: 'x', sortDir: 'asc' });

describe('cappedPage', () => {
  it('answers a full page with more to come, counting the total', async () => {
    const rows = list(25);
    expect(await cappedPage(page(0, 10), rows.read, rows.count)).toEqual({
      content: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      lastPage: false,
      totalElements: 25,
    });
    expect(rows.counts).toEqual([COUNT_CAP]);
  });

  it('knows the total of the last page without counting', async () => {
    const rows = list(25);
    expect(await cappedPage(page(2, 10), rows.read, rows.count)).toEqual({ content: [20, 21, 22, 23, 24], lastPage: true, totalElements: 25 });
    expect(rows.counts).toEqual([]);
  });

  it('treats a page that ends exactly at the end as the last', async () => {
    const rows = list(20);
    expect(await cappedPage(page(1, 10), rows.read, rows.count)).toMatchObject({ lastPage: true, totalElements: 20 });
  });

  it('answers an empty page past the end with the real total', async () => {
    const rows = list(25);
    expect(await cappedPage(page(7, 10), rows.read, rows.count)).toEqual({ content: [], lastPage: true, totalElements: 25 });
  });

  it('answers an empty list without counting', async () => {
    const rows = list(0);
    expect(await cappedPage(page(0, 10), rows.read, rows.count)).toEqual({ content: [], lastPage: true, totalElements: 0 });
    expect(rows.counts).toEqual([]);
  });

  it('reports at least the rows paged so far once the count reaches its cap', async () => {
    const rows = list(5000);
    expect((await cappedPage(page(0, 10), rows.read, rows.count, 100)).totalElements).toBe(100);
    expect((await cappedPage(page(30, 10), rows.read, rows.count, 100)).totalElements).toBe(311);
  });
});
