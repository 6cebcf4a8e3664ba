import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Role } from '../../shared/roles';
import { createDatabase, PGLITE_EXTENSIONS, PGLITE_SUBDIR, pgliteDatabase } from '../db/createDatabase';
import type { Database } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import { pgliteLock, recordPgliteOwner } from '../db/pgliteOwner';
import { setRoleByEmail, type RoleChangeOutcome } from '../services/roles.service';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- grant <email>    make the account with this e-mail an admin',
  '       npm run admin -- revoke <email>   make it an ordinary user again',
  'The database is the one the server uses: DATABASE_URL when set, otherwise PGlite in DATA_DIR (default ./data).',
].join('\n');

/** Where the command writes: the console in `npm run admin`, a list in tests. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Exit codes: 0 done (or nothing to do), 1 it could not be done, 2 the command itself was wrong. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const ACTIONS: Record<string, { role: Role; said: Record<Exclude<RoleChangeOutcome, 'no-account'>, (email: string) => string> }> = {
  grant: { role: 'ADMIN', said: { changed: (email) => `${email} is now an admin`, unchanged: (email) => `${email} is already an admin` } },
  revoke: { role: 'USER', said: { changed: (email) => `${email} is no longer an admin`, unchanged: (email) => `${email} is not an admin` } },
};

class CommandError extends Error {}

interface OpenedDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** The server's own database, by the same two settings it reads (config.ts): never a new, empty one. */
function openDatabase(env: Record<string, string | undefined>, out: CommandOutput): OpenedDatabase {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl !== undefined && databaseUrl !== '') {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new CommandError('DATABASE_URL must be a URL starting with postgres:// or postgresql://');
    const db = createDatabase({ databaseUrl, dataDir: ':memory:' });
    return { db, close: () => db.destroy() };
  }
  const dataDir = env.DATA_DIR?.trim() || './data';
  const folder = join(dataDir, PGLITE_SUBDIR);
  if (!existsSync(folder)) {
    throw new CommandError(`There is no database in ${folder}. Start the server once (npm start) and sign up, or set DATABASE_URL.`);
  }
  const lock = pgliteLock(dataDir, folder);
  if (lock.state === 'live' || lock.state === 'unknown') {
    const holder = lock.state === 'live' ? ` Process ${lock.pid} holds it.` : '';
    throw new CommandError(
      `The database in ${folder} is open in another process (a running server?).${holder} PGlite allows one process at a time: stop the server, then run this again.`,
    );
  }
  if (lock.state === 'stale') {
    out.log(`The database in ${folder} was left locked by process ${lock.pid}, which no longer runs (it stopped without closing it); going on.`);
  }
  recordPgliteOwner(dataDir);
  const pglite = new PGlite({ dataDir: folder, extensions: PGLITE_EXTENSIONS });
  const db = pgliteDatabase(pglite);
  return {
    db,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * `npm run admin -- grant|revoke <email>`: the way the first admin is made (issue 20). Says what it did and
 * answers the exit code; never migrates (the server does that on start), so an out-of-date database is refused.
 */
export async function runAdminCommand(args: string[], env: Record<string, string | undefined>, out: CommandOutput): Promise<number> {
  const [verb, rawEmail, ...rest] = args;
  const action = verb !== undefined && Object.hasOwn(ACTIONS, verb) ? ACTIONS[verb] : undefined;
  const email = rawEmail?.trim().toLowerCase() ?? '';
  if (action === undefined || !/^[^\s@]+@[^\s@]+$/.test(email) || rest.length > 0) {
    out.error(ADMIN_USAGE);
    return EXIT.usage;
  }
  let opened: OpenedDatabase | undefined;
  try {
    opened = openDatabase(env, out);
    const pending = await pendingMigrations(opened.db);
    if (pending.length > 0) {
      throw new CommandError(`The database is older than this code (${pending.length} migration(s) not run): start the server once, which brings it up to date, then run this again.`);
    }
    const outcome = await setRoleByEmail(opened.db, email, action.role);
    if (outcome === 'no-account') {
      out.error(`No account with that e-mail: ${email}. They sign up first, then you ${verb} it.`);
      return EXIT.failed;
    }
    out.log(action.said[outcome](email));
    return EXIT.ok;
  } catch (error) {
    out.error(error instanceof CommandError ? error.message : `The database could not be reached or refused the change: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  } finally {
    await opened?.close().catch(() => undefined);
  }
}
