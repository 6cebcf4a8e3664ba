import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/createDatabase';

/**
 * A fresh in-memory PGlite spends most of its start-up (seconds on a small CI machine) in initdb.
 * The first test worker saves the just-initialised, still empty cluster to the temp folder; every
 * later test file starts from that copy instead. The file name follows the installed PGlite build.
 */
async function snapshotPath(): Promise<string> {
  const build = await stat(require.resolve('@electric-sql/pglite'));
  return join(tmpdir(), `pglite-empty-cluster-${build.size}-${Math.floor(build.mtimeMs)}.tar`);
}

export async function freshPglite(): Promise<PGlite> {
  const path = await snapshotPath();
  const saved = await readFile(path).catch(() => null);
  if (saved !== null) return new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([saved]) });

  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await pglite.waitReady;
  const dump = await pglite.dumpDataDir('none');
  // Write then rename, so a parallel worker never reads a half-written snapshot.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
  return pglite;
}
