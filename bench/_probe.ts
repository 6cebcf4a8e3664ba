import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '../src/server/db/database';
import { searchConcerts } from '../src/server/services/concertSearch.service';
async function main() {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/bench_proto' }) }),
    log: (e) => { queries.push(e.query); },
  });
  const kw = process.argv[2] ?? 'mumbai';
  const sortBy = (process.argv[3] ?? 'relevance') as 'relevance';
  const r = await searchConcerts(db, kw, { pageNumber: 0, pageSize: sortBy === 'relevance' ? 40 : 5, sortBy, sortDir: 'asc' });
  console.log('results', r.totalElements, r.content.slice(0, 5).map((c) => c.concertName + ' @ ' + c.concertVenue));
  for (const q of queries.slice(1)) {
    const plan = await db.executeQuery(CompiledQuery.raw('explain (analyze) ' + q.sql, [...q.parameters]));
    const lines = (plan.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']);
    console.log(JSON.stringify(q.parameters));
    console.log(lines.filter((l) => /Scan|Execution|Limit|rows=/.test(l) && !/Buffers/.test(l)).map((l) => l.slice(0, 170)).join('\n'));
  }
  await db.destroy();
}
main();
