import { CompiledQuery, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { generateCatalogue } from '../../../bench/catalogueData';
import { dashboard } from '../services/dashboard.service';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import type { Database } from './database';
import { migrateToLatest } from './migrate';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'].includes('Scan') && node['Relation Name'] !== undefined) found.push(`${node['Node Type']} on ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) scans(child, found);
  return found;
}

/**
 * The Dashboard's reads on two years of a busy marketplace (40,000 listings, 20,000 reports, 60,000
 * verifications): each counts its 30 days through an index, never reading a table whole.
 */
describe('the Dashboard query plans', () => {
  jest.setTimeout(600_000);
  let test: TestDatabase;
  const captured: { node: RootOperationNode; queryId: unknown }[] = [];
  let db: Kysely<Database>;

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
    await generateCatalogue(test.db, { concerts: 2_000, listings: 40_000, users: 500, views: 0, subscriptions: 0 });
    await sql`update ticket_listings set created_at = now() - (id % 730) * interval '1 day'`.execute(test.db);
    await sql`update ticket_listings set sold_at = created_at + interval '2 days' where ticket_status = 'SOLD'`.execute(test.db);
    await sql`
      insert into listing_reports (listing_id, reason, created_at, resolved_at, resolution)
      select l.id, 'FAKE', now() - (l.id % 730) * interval '1 day', case when l.id % 10 = 0 then null else now() end, case when l.id % 10 = 0 then null else 'DISMISSED' end
      from ticket_listings l where l.id % 2 = 0`.execute(test.db);
    await sql`
      insert into verification_results (finished_at, passed, refusal_reason)
      select now() - (n % 730) * interval '1 day', n % 3 = 0, case when n % 3 = 0 then null else 'SIGNATURE' end
      from generate_series(1, 60000) n`.execute(test.db);
    await sql`analyze`.execute(test.db);
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        captured.push({ node: args.node, queryId: args.queryId });
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    db = test.db.withPlugin(capture);
  });
  afterAll(() => test.drop());

  it('reads each figure through an index', async () => {
    const figures = await dashboard(db);
    expect(figures.days).toHaveLength(30);
    expect(captured).toHaveLength(3);
    for (const { node, queryId } of captured) {
      const query = test.db.getExecutor().compileQuery(node, queryId as never);
      const result = await test.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]));
      const found = scans(result.rows[0]['QUERY PLAN'][0].Plan);
      expect({ sql: query.sql, whole: found.filter((s) => s.startsWith('Seq Scan')) }).toEqual({ sql: query.sql, whole: [] });
      expect(found.length).toBeGreaterThan(0);
    }
  });
});
