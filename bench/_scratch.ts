import { Client } from 'pg';
import { createDatabase } from '../src/server/db/createDatabase';
import { migrateToLatest } from '../src/server/db/migrate';
import { generateCatalogue } from './catalogueData';
async function main() {
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('drop database if exists bench_proto with (force)');
  await admin.query('create database bench_proto');
  await admin.end();
  const db = createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench_proto', dataDir: ':memory:' });
  await migrateToLatest(db);
  await generateCatalogue(db, undefined, (s, ms) => console.log(s, ms));
  await db.destroy();
}
main();
