/**
 * `npm test` on a machine that runs PostgreSQL and Redis on their usual local ports, as the CI machine does, uses
 * them: the server files then take half the time (docs/decisions/test-run-speed.md) and the service suites run
 * too. A PostgreSQL is used only if it lets this user create databases and has the extensions the migrations need.
 * DATABASE_URL and REDIS_URL, when set, win; TEST_SERVICES=none keeps the run on PGlite without Redis.
 */
const { Socket } = require('node:net');
const { Client } = require('pg');

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const TIMEOUT_MS = 1000;

async function postgresAnswers(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query(
      `select (select rolcreatedb or rolsuper from pg_roles where rolname = current_user) as can_create,
              (select count(*) from pg_available_extensions where name in ('pg_trgm', 'unaccent'))::int as extensions`,
    );
    return rows[0].can_create === true && rows[0].extensions === 2;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answered) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(TIMEOUT_MS, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (reply) => done(reply.toString().startsWith('+PONG')));
    socket.connect(Number(port), hostname, () => socket.write('PING\r\n'));
  });
}

/**
 * Sets DATABASE_URL and REDIS_URL in `env` (process.env for a run: its workers inherit them) to the local servers
 * that answer, and names them in TEST_SERVICES_FOUND for the run's last line. Returns what it found.
 */
async function useLocalServices(env, local = { postgres: LOCAL_POSTGRES, redis: LOCAL_REDIS }) {
  const found = [];
  if (env.TEST_SERVICES === 'none') return found;
  const [postgres, redis] = await Promise.all([
    env.DATABASE_URL ? false : postgresAnswers(local.postgres),
    env.REDIS_URL ? false : redisAnswers(local.redis),
  ]);
  if (postgres) {
    env.DATABASE_URL = local.postgres;
    found.push(`PostgreSQL at ${new URL(local.postgres).host}`);
  }
  if (redis) {
    env.REDIS_URL = local.redis;
    found.push(`Redis at ${new URL(local.redis).host}`);
  }
  if (found.length > 0) env.TEST_SERVICES_FOUND = found.join(' and ');
  return found;
}

module.exports = { useLocalServices };
