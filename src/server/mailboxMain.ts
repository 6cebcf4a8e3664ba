import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/createDatabase';
import { migrateToLatest } from './db/migrate';
import { startMailbox } from './mailbox/startMailbox';
import { stopOnSignals } from './stopSignals';

/**
 * `npm run mailbox`: the verification mailbox alone, for deployments that run the API with MAILBOX_MODE=off.
 * It shares the API's database; each stored message reaches the waiting API process through the database's
 * notifications (src/server/signals), or on its next poll if it could not listen.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.databaseUrl === null) {
    throw new ConfigError(['npm run mailbox needs DATABASE_URL: only one process can open the embedded database (use MAILBOX_MODE=embedded)']);
  }
  // Fastify for its logger only (the API's log format); this process serves no HTTP.
  const { log } = Fastify({ logger: { level: config.logLevel } });
  const db = createDatabase(config);
  await migrateToLatest(db);
  const mailbox = await startMailbox({ config, db, notifier: null, log });

  stopOnSignals(log, 'verification mailbox', () => mailbox.close().then(() => db.destroy()));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
