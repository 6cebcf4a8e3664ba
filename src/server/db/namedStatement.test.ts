import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import type { Database, Db } from './database';
import { executeNamed, rememberPool, statementName } from './namedStatement';

describe('named statements', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ migrated: true });
    await test.db.insertInto('categories').values([{ title: 'Named A', slug: 'named-a' }, { title: 'Named B', slug: 'named-b' }]).execute();
  });
  afterAll(() => test.drop());

  const titled = (db: Db, from: string) => db.selectFrom('categories').select('title').where('title', 'like', 'Named %').where('title', '>=', from).orderBy('title');

  it('answers the rows Kysely answers, on either database', async () => {
    const expected = await titled(test.db, 'Named A').execute();
    expect(await executeNamed(test.db, 'categories_from', titled(test.db, 'Named A').compile())).toEqual(expected);
    expect(await executeNamed(test.db, 'categories_from', titled(test.db, 'Named B').compile())).toEqual([{ title: 'Named B' }]);
  });

  it('runs unnamed inside a transaction, seeing its uncommitted rows', async () => {
    const seen = await test.db.transaction().execute(async (trx) => {
      await trx.insertInto('categories').values({ title: 'Named C', slug: 'named-c' }).execute();
      return executeNamed(trx, 'categories_from', titled(trx, 'Named C').compile());
    });
    expect(seen).toEqual([{ title: 'Named C' }]);
  });

  it('gives each SQL text its own stable name', () => {
    expect(statementName('event_list', 'select 1')).toBe(statementName('event_list', 'select 1'));
    expect(statementName('event_list', 'select 1')).not.toBe(statementName('event_list', 'select 2'));
    expect(statementName('event_list', 'x'.repeat(5000)).length).toBeLessThan(64);
  });

  it('on PostgreSQL, prepares the statement on the connection that ran it', async () => {
    if (test.url === null) return;
    const pool = new Pool({ connectionString: test.url, max: 1 });
    const db = rememberPool(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool);
    try {
      const query = titled(db, 'Named A').compile();
      await executeNamed(db, 'categories_from', query);
      const { rows } = await pool.query<{ name: string; parameter_types: string }>('select name, parameter_types::text from pg_prepared_statements');
      expect(rows).toEqual([{ name: statementName('categories_from', query.sql), parameter_types: '{text,text}' }]);
    } finally {
      // Kysely ends a pool only if its own driver ever used it; executeNamed went straight to the pool.
      await pool.end();
    }
  });
});
