/**
 * `npm run faults` (issue 9, point 7): the server killed with SIGKILL during listing creation and during
 * mailbox deliveries, and PostgreSQL stopped and started under load. FAULTS_SHORT=1 (CI) runs one round of
 * each with a fast stop; the full run repeats the kills and adds a crash (immediate) stop of PostgreSQL.
 * FAULTS_ONLY=kill or FAULTS_ONLY=postgres runs one half.
 */
import { createDatabase } from '../../src/server/db/createDatabase';
import { pgUnreachable, withThrowawayDatabase } from '../../bench/pgServer';
import { killFaults, type Check } from './faultKill';
import { postgresFaults } from './faultPostgres';
import { startPrivatePostgres } from './privatePostgres';
import { verdicts } from './report';

const SHORT = process.env.FAULTS_SHORT === '1';
const ONLY = process.env.FAULTS_ONLY;

async function killRuns(): Promise<Check[]> {
  const unreachable = await pgUnreachable();
  if (unreachable !== null) throw new Error(`The kill runs need PostgreSQL: ${unreachable}`);
  return withThrowawayDatabase('faults', async (databaseUrl) => {
    const db = createDatabase({ databaseUrl, dataDir: ':memory:' });
    try {
      return await killFaults(databaseUrl, db, SHORT ? 1 : 3);
    } finally {
      await db.destroy();
    }
  });
}

async function postgresRuns(): Promise<Check[]> {
  const pg = await startPrivatePostgres();
  if (typeof pg === 'string') {
    console.log(`\nSKIPPED the PostgreSQL stop and start: ${pg}`);
    return [];
  }
  try {
    return await postgresFaults(pg, SHORT ? ['fast'] : ['fast', 'immediate']);
  } finally {
    await pg.destroy();
  }
}

async function main(): Promise<void> {
  const checks: Check[] = [];
  if (ONLY !== 'postgres') checks.push(...(await killRuns()));
  if (ONLY !== 'kill') checks.push(...(await postgresRuns()));
  process.exitCode = verdicts(checks) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
