import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder under DATA_DIR where the server keeps PGlite (PGLITE_SUBDIR in src/server/db/createDatabase.ts). */
const PGLITE_SUBDIR = 'pglite';

// PGlite loads its WebAssembly and extensions with import(), which code run by Jest cannot do: the query
// runs in a plain Node process instead, and prints the rows as JSON.
const QUERY_SCRIPT = `
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const [dataDir, sql, params] = process.argv.slice(1);
const db = new PGlite({ dataDir, extensions: { pg_trgm, unaccent } });
const result = await db.query(sql, JSON.parse(params));
await db.close();
process.stdout.write(JSON.stringify(result.rows));
`;

/**
 * Rows a query finds in what a journey's server stored, read straight from its embedded database. PGlite
 * allows one process per data folder, so the server must have stopped first: `server.stop({ keepData: true })`.
 */
export async function queryStoppedServer<Row>(dataDir: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const root = path.resolve(__dirname, '../..');
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', QUERY_SCRIPT, path.join(dataDir, PGLITE_SUBDIR), sql, JSON.stringify(params)],
    { cwd: root, timeout: 60_000 },
  );
  return JSON.parse(stdout) as Row[];
}
