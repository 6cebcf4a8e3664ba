import { Pool } from 'pg';
import { namePreparedStatements, PLANNED_ONCE, PLANNED_WITH_ITS_VALUES } from './preparedStatements';

/** Runs on a PostgreSQL server only (DATABASE_URL, as in CI's server step): PGlite has no connection pool. */
describe('statements named after their text', () => {
  let pool: Pool;

  beforeAll(() => {
    pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    namePreparedStatements(pool);
  });
  afterAll(() => pool.end());

  const prepared = async () =>
    (await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map((row) => row.statement);

  it('prepares a statement with parameters once per connection and runs it again by name', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await pool.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await pool.query(text, [41])).rows).toEqual([{ n: 42 }]);
    expect(await prepared()).toEqual([text]);
  });

  it('leaves text without parameters unnamed, so several commands in one text still run', async () => {
    await pool.query('create temporary table scratch (n int); insert into scratch values (7)');
    expect((await pool.query('select n from scratch')).rows).toEqual([{ n: 7 }]);
    expect(await prepared()).toEqual(['select $1::int + 1 as n']);
  });

  it('gives different texts different statements', async () => {
    expect((await pool.query('select $1::text as word', ['tickets'])).rows).toEqual([{ word: 'tickets' }]);
    expect(await prepared()).toEqual(['select $1::int + 1 as n', 'select $1::text as word']);
  });

  it('runs a statement marked to be planned with its values unnamed, with its values', async () => {
    const text = `${PLANNED_WITH_ITS_VALUES}select $1::int * 2 as n`;
    expect((await pool.query(text, [21])).rows).toEqual([{ n: 42 }]);
    expect((await pool.query(text, [5])).rows).toEqual([{ n: 10 }]);
    expect(await prepared()).toEqual(['select $1::int + 1 as n', 'select $1::text as word']);
  });

  it('names a statement marked to be planned once even without parameters, and plans it once', async () => {
    const text = `${PLANNED_ONCE}select count(*)::int as n from generate_series(1, 3)`;
    for (let i = 0; i < 7; i++) expect((await pool.query(text, [])).rows).toEqual([{ n: 3 }]);
    const { rows } = await pool.query<{ generic_plans: string; custom_plans: string }>(
      'select generic_plans::text, custom_plans::text from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(rows).toEqual([{ generic_plans: '7', custom_plans: '0' }]);
  });
});
