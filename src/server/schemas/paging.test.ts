import { validatorCompiler } from '../http/schemaValidation';
import { pagedQuery } from './paging';

const schema = pagedQuery(['concertDate', 'concertName'], { pageSize: 40, sortBy: 'concertDate', sortDir: 'asc' }, {});
const check = validatorCompiler({ schema, httpPart: 'querystring', method: 'GET', url: '/list' }) as (query: object) => { value?: unknown; error?: Error };

/** The page query as the validator makes it of a query string (text values, as Fastify parses them). */
function page(query: Record<string, string>): unknown {
  const result = check({ ...query });
  return result.error === undefined ? { page: result.value } : { error: result.error.message };
}

describe('the page query of a list', () => {
  it("fills in the list's defaults", () => {
    expect(page({})).toEqual({ page: { pageNumber: 0, pageSize: 40, sortBy: 'concertDate', sortDir: 'asc' } });
  });

  it('reads given values', () => {
    expect(page({ pageNumber: '2', pageSize: '10', sortBy: 'concertName', sortDir: 'desc' })).toEqual({
      page: { pageNumber: 2, pageSize: 10, sortBy: 'concertName', sortDir: 'desc' },
    });
  });

  it.each([
    [{ pageSize: '101' }, 'pageSize must be a whole number from 1 to 100'],
    [{ pageSize: '0' }, 'pageSize must be a whole number from 1 to 100'],
    [{ pageNumber: '-1' }, 'pageNumber must be a whole number of 0 or more'],
    [{ pageNumber: 'abc' }, 'pageNumber must be a whole number of 0 or more'],
    [{ pageNumber: '1.5' }, 'pageNumber must be a whole number of 0 or more'],
    [{ sortBy: 'password' }, 'sortBy must be one of: concertDate, concertName'],
    [{ sortDir: 'up' }, 'sortDir must be asc or desc'],
    [{ sortDir: 'DESC' }, 'sortDir must be asc or desc'],
  ])('refuses %j', (query, error) => {
    expect(page(query)).toEqual({ error });
  });
});
