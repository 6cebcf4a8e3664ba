import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Migrator } from 'kysely/migration';
import { PGLITE_EXTENSIONS, PGLITE_SUBDIR, pgliteDatabase } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrate';
import { recordPgliteOwner } from '../db/pgliteOwner';
import { migrations } from '../db/migrations';
import { ADMIN_USAGE, EXIT, runAdminCommand } from './adminCommand';

jest.setTimeout(120_000);

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../..');

/** Opens the data folder given as its argument through createDatabase, says 'open', and waits to be killed. */
const OPEN_AND_WAIT = `
const { sql } = require('kysely');
const { createDatabase } = require('./src/server/db/createDatabase.ts');
const db = createDatabase({ databaseUrl: null, dataDir: process.argv[1] });
sql\`select 1\`.execute(db).then(() => { console.log('open'); setInterval(() => {}, 1000); });
`;

/** What one run printed and answered. */
async function admin(args: string[], env: Record<string, string>) {
  const lines = { log: [] as string[], error: [] as string[] };
  const code = await runAdminCommand(args, env, { log: (line) => lines.log.push(line), error: (line) => lines.error.push(line) });
  return { code, ...lines };
}

/** Opens the folder as the server would, runs `work`, and closes it again (PGlite allows one process at a time). */
async function withFolder<T>(dataDir: string, work: (db: ReturnType<typeof pgliteDatabase>) => Promise<T>): Promise<T> {
  const pglite = new PGlite({ dataDir: join(dataDir, PGLITE_SUBDIR), extensions: PGLITE_EXTENSIONS });
  const db = pgliteDatabase(pglite);
  try {
    await pglite.waitReady;
    return await work(db);
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
}

/** The audit log as the command left it: who, what, about whom, and the values. */
const auditOf = (dataDir: string) =>
  withFolder(dataDir, (db) =>
    db.selectFrom('audit_log as a').innerJoin('users as u', 'u.id', 'a.target_id').select(['a.actor_user_id', 'a.source', 'a.action', 'u.email', 'a.before', 'a.after']).orderBy('a.id').execute(),
  );

const roleOf = (dataDir: string, email: string) =>
  withFolder(dataDir, async (db) => (await db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirst())?.role);

describe('npm run admin on PGlite (the data folder the server uses)', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    env = { DATA_DIR: dataDir };
    await withFolder(dataDir, async (db) => {
      await migrateToLatest(db);
      await db.insertInto('users').values([{ email: 'asha@example.in', name: 'Asha' }, { email: 'ravi@example.in', name: 'Ravi' }]).execute();
    });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('grants the role to the account with that e-mail, whatever its case and spaces, and says so', async () => {
    expect(await admin(['grant', '  Asha@Example.IN '], env)).toEqual({ code: EXIT.ok, log: ['asha@example.in is now an admin'], error: [] });
    expect(await roleOf(dataDir, 'asha@example.in')).toBe('ADMIN');
    expect(await roleOf(dataDir, 'ravi@example.in')).toBe('USER');
    expect(await auditOf(dataDir)).toEqual([
      { actor_user_id: null, source: 'command line', action: 'role.grant', email: 'asha@example.in', before: { role: 'USER' }, after: { role: 'ADMIN' } },
    ]);
  });

  it('says when the account is already an admin, and changes nothing', async () => {
    expect(await admin(['grant', 'asha@example.in'], env)).toEqual({ code: EXIT.ok, log: ['asha@example.in is already an admin'], error: [] });
    expect(await roleOf(dataDir, 'asha@example.in')).toBe('ADMIN');
    expect(await auditOf(dataDir)).toHaveLength(1);
  });

  it('revokes it, and says when there was nothing to revoke', async () => {
    expect(await admin(['revoke', 'asha@example.in'], env)).toEqual({ code: EXIT.ok, log: ['asha@example.in is no longer an admin'], error: [] });
    expect(await roleOf(dataDir, 'asha@example.in')).toBe('USER');
    expect(await admin(['revoke', 'asha@example.in'], env)).toEqual({ code: EXIT.ok, log: ['asha@example.in is not an admin'], error: [] });
    expect((await auditOf(dataDir)).map((entry) => entry.action)).toEqual(['role.grant', 'role.revoke']);
  });

  it('fails with a clear message when no account has the e-mail, and grants nobody', async () => {
    const result = await admin(['grant', 'nobody@example.in'], env);
    expect(result.code).toBe(EXIT.failed);
    expect(result.error).toEqual(['No account with that e-mail: nobody@example.in. They sign up first, then you grant it.']);
    expect(await withFolder(dataDir, (db) => db.selectFrom('users').select('email').where('role', '=', 'ADMIN').execute())).toEqual([]);
  });

  it.each([
    ['nothing', []],
    ['an unknown verb', ['promote', 'asha@example.in']],
    ['a prototype key as the verb', ['constructor', 'asha@example.in']],
    ['no e-mail', ['grant']],
    ['something that is not an e-mail', ['grant', 'asha']],
    ['one word too many', ['grant', 'asha@example.in', 'ravi@example.in']],
  ])('prints the usage and exits 2 for %s', async (_case, args) => {
    expect(await admin(args, env)).toEqual({ code: EXIT.usage, log: [], error: [ADMIN_USAGE] });
  });

  it('refuses a folder with no database rather than making an empty one', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'admin-cli-empty-'));
    try {
      const result = await admin(['grant', 'asha@example.in'], { DATA_DIR: empty });
      expect(result.code).toBe(EXIT.failed);
      expect(result.error[0]).toMatch(/^There is no database in .*pglite\. Start the server once/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses while another process (the server) has the folder open, and changes nothing', async () => {
    const result = await withFolder(dataDir, () => admin(['grant', 'ravi@example.in'], env));
    expect(result.code).toBe(EXIT.failed);
    expect(result.error[0]).toMatch(/is open in another process \(a running server\?\)\. .*stop the server, then run this again\.$/);
    expect(await roleOf(dataDir, 'ravi@example.in')).toBe('USER');
  });

  it('names the process that holds the folder when it is still running, and changes nothing', async () => {
    recordPgliteOwner(dataDir);
    const result = await withFolder(dataDir, () => admin(['grant', 'ravi@example.in'], env));
    expect(result.code).toBe(EXIT.failed);
    expect(result.error).toEqual([
      `The database in ${join(dataDir, PGLITE_SUBDIR)} is open in another process (a running server?). Process ${process.pid} holds it. PGlite allows one process at a time: stop the server, then run this again.`,
    ]);
    expect(await roleOf(dataDir, 'ravi@example.in')).toBe('USER');
  });

  it('goes on, and says so, when the process that held the folder died without closing it', async () => {
    // A process that opens the folder as the server does, and is killed while it has it open.
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e', OPEN_AND_WAIT, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((opened) => holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('open') && opened()));
    const killed = new Promise((exited) => holder.on('exit', exited));
    holder.kill('SIGKILL');
    await killed;
    expect(existsSync(join(dataDir, PGLITE_SUBDIR, 'postmaster.pid'))).toBe(true);

    const result = await admin(['grant', 'ravi@example.in'], env);
    expect(result).toEqual({
      code: EXIT.ok,
      log: [
        `The database in ${join(dataDir, PGLITE_SUBDIR)} was left locked by process ${holder.pid}, which no longer runs (it stopped without closing it); going on.`,
        'ravi@example.in is now an admin',
      ],
      error: [],
    });
    expect(await roleOf(dataDir, 'ravi@example.in')).toBe('ADMIN');
    await admin(['revoke', 'ravi@example.in'], env);
  });

  it('refuses a database older than the code instead of migrating it', async () => {
    const newest = Object.keys(migrations).at(-1);
    await withFolder(dataDir, async (db) => {
      const result = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateDown();
      expect(result.results?.map((r) => r.migrationName)).toEqual([newest]);
    });
    const result = await admin(['grant', 'ravi@example.in'], env);
    expect(result.code).toBe(EXIT.failed);
    expect(result.error).toEqual(['The database is older than this code (1 migration(s) not run): start the server once, which brings it up to date, then run this again.']);
    await withFolder(dataDir, (db) => migrateToLatest(db));
  });

  it('runs as `npm run admin`: the words on the console and the exit code reach the shell', async () => {
    const script = (args: string[]) =>
      run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/admin/admin.ts', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env } }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    expect(await script(['grant', 'ravi@example.in'])).toMatchObject({ code: 0, stdout: 'ravi@example.in is now an admin\n' });
    expect(await roleOf(dataDir, 'ravi@example.in')).toBe('ADMIN');
    expect(await script(['grant', 'nobody@example.in'])).toMatchObject({ code: 1, stdout: '' });
    expect(await script(['demote'])).toMatchObject({ code: 2, stderr: `${ADMIN_USAGE}\n` });
  });
});
