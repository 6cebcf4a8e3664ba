import { resolvePageQuery } from './paging';

const defaults = { pageNumber: 0, pageSize: 40, sortBy: 'concertDate' as const, sortDir: 'asc' as const };
const sortable = ['concertDate', 'concertName'] as const;

describe('resolvePageQuery', () => {
  it('fills defaults', () => {
    expect(resolvePageQuery({}, defaults, sortable)).toEqual({ ok: true, page: defaults });
  });
  it('reads given values', () => {
    const result = resolvePageQuery({ pageNumber: '2', pageSize: '10', sortBy: 'concertName', sortDir: 'DESC' }, defaults, sortable);
    expect(result).toEqual({ ok: true, page: { pageNumber: 2, pageSize: 10, sortBy: 'concertName', sortDir: 'desc' } });
  });
  it.each([
    [{ pageSize: '101' }, 'pageSize must be a whole number from 1 to 100'],
    [{ pageSize: '0' }, 'pageSize must be a whole number from 1 to 100'],
    [{ pageNumber: '-1' }, 'pageNumber must be a whole number of 0 or more'],
    [{ pageNumber: 'abc' }, 'pageNumber must be a whole number of 0 or more'],
    [{ sortBy: 'password' }, 'sortBy must be one of: concertDate, concertName'],
    [{ sortDir: 'up' }, 'sortDir must be asc or desc'],
  ])('refuses %j', (raw, error) => {
    expect(resolvePageQuery(raw, defaults, sortable)).toEqual({ ok: false, error });
  });
});
