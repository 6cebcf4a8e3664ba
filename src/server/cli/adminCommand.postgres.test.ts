import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { EXIT, runAdminCommand } from './adminCommand';

/** Runs where DATABASE_URL names a PostgreSQL server (set, or found running: jest.config.js): the command on a database of its own there. */
describe('npm run admin on PostgreSQL (DATABASE_URL)', () => {
  let test: TestDatabase;
  let env: Record<string, string>;

  async function admin(args: string[], environment = env) {
    const lines = { log: [] as string[], error: [] as string[] };
    const code = await runAdminCommand(args, environment, { log: (line) => lines.log.push(line), error: (line) => lines.error.push(line) });
    return { code, ...lines };
  }
  const roleOf = async (email: string) => (await test.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;

  beforeAll(async () => {
    test = await createTestDatabase();
    if (test.url === null) throw new Error('DATABASE_URL must name a PostgreSQL server for this file');
    env = { DATABASE_URL: test.url, DATA_DIR: '/nonexistent/the-command-must-not-look-here' };
    await migrateToLatest(test.db);
    await test.db.insertInto('users').values({ email: 'meera@example.in', name: 'Meera' }).execute();
  });
  afterAll(() => test.drop());

  it('grants, says it already has, revokes, and says there was nothing to revoke', async () => {
    expect(await admin(['grant', 'Meera@Example.in'])).toEqual({ code: EXIT.ok, log: ['meera@example.in is now an admin'], error: [] });
    expect(await roleOf('meera@example.in')).toBe('ADMIN');
    expect(await admin(['grant', 'meera@example.in'])).toEqual({ code: EXIT.ok, log: ['meera@example.in is already an admin'], error: [] });
    expect(await admin(['revoke', 'meera@example.in'])).toEqual({ code: EXIT.ok, log: ['meera@example.in is no longer an admin'], error: [] });
    expect(await roleOf('meera@example.in')).toBe('USER');
    expect(await admin(['revoke', 'meera@example.in'])).toEqual({ code: EXIT.ok, log: ['meera@example.in is not an admin'], error: [] });
  });

  it('fails with a clear message when no account has the e-mail', async () => {
    expect(await admin(['grant', 'nobody@example.in'])).toEqual({
      code: EXIT.failed,
      log: [],
      error: ['No account with that e-mail: nobody@example.in. They sign up first, then you grant it.'],
    });
  });

  it('fails, saying why, when DATABASE_URL is not a PostgreSQL URL or the server cannot be reached', async () => {
    expect(await admin(['grant', 'meera@example.in'], { DATABASE_URL: 'mysql://localhost/x' })).toEqual({
      code: EXIT.failed,
      log: [],
      error: ['DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    });
    const unreachable = await admin(['grant', 'meera@example.in'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(unreachable.code).toBe(EXIT.failed);
    expect(unreachable.error[0]).toMatch(/^The database could not be reached or refused the change: /);
    expect(await roleOf('meera@example.in')).toBe('USER');
  });
});
