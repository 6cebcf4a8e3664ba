import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite's own lock (postmaster.pid in its folder) names no real process: PostgreSQL inside WebAssembly
 * writes -42 there. So whoever opens the folder writes its own pid beside it, and a tool that finds the
 * lock can tell a live holder from one that died without closing (a crash, SIGKILL).
 */
const OWNER_FILE = 'pglite.pid';
const LOCK_FILE = 'postmaster.pid';

export function recordPgliteOwner(dataDir: string): void {
  writeFileSync(join(dataDir, OWNER_FILE), `${process.pid}\n`);
}

export type PgliteLock =
  | { state: 'free' }
  /** The folder is locked and the process that opened it last still runs. */
  | { state: 'live'; pid: number }
  /** Locked by a process that no longer runs: nothing has it open. */
  | { state: 'stale'; pid: number }
  /** Locked, and nothing says by whom (a server older than the owner file). */
  | { state: 'unknown' };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the PGlite folder `folder` of `dataDir`, as far as the files beside it tell. */
export function pgliteLock(dataDir: string, folder: string): PgliteLock {
  if (!existsSync(join(folder, LOCK_FILE))) return { state: 'free' };
  const owner = join(dataDir, OWNER_FILE);
  const pid = existsSync(owner) ? Number.parseInt(readFileSync(owner, 'utf8').trim(), 10) : Number.NaN;
  if (!Number.isSafeInteger(pid) || pid <= 0) return { state: 'unknown' };
  return isRunning(pid) ? { state: 'live', pid } : { state: 'stale', pid };
}
