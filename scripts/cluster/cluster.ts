import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { freePort } from '../../e2e/support/server';
import { createDatabase } from '../../src/server/db/createDatabase';
import type { Database } from '../../src/server/db/database';
import { demoDkimRecords } from '../../src/server/mailbox/demoDkimKey';
import { SHIPPED_DOMAINS } from '../../src/server/mail/testing/shippedProviders';
import { productionEnv, startServerProcess, type ServerPorts, type ServerProcess } from '../soak/serverProcess';
import { startDnsStandIn } from './dnsStandIn';
import { startMailboxProcess, type MailboxProcess } from './mailboxProcess';
import { startNginx, type NginxProcess } from './nginxProcess';
import { startOutboundStandIns, type OutboundStandIns } from './outboundStandIns';
import { emptyRedisDatabase } from './redisDatabase';
import type { Teardown } from './teardown';

/** The domain of every account the journeys make: DNS here says its mail may come from loopback (SPF) and DMARC applies. */
export const SELLER_DOMAIN = 'cluster.example.in';

export interface Cluster {
  /** nginx, in front of both API processes: what a browser reaches. */
  origin: string;
  /** The two API processes, each reached directly by its own port. */
  api: [ServerProcess, ServerProcess];
  mailbox: MailboxProcess;
  nginx: NginxProcess;
  outbound: OutboundStandIns;
  /** The journeys' own view of the database, to check what a process wrote. */
  db: Kysely<Database>;
  /** The logical Redis database the rate limits count in. */
  redisUrl: string;
  /** Starts API process `index` again, on its port with its settings, once it has ended (e.g. killed). */
  startApi(index: 0 | 1): Promise<ServerProcess>;
}

/**
 * What the DNS says: the demo key as the providers' published DKIM keys (the booking e-mails are signed with
 * it), and the sellers' domain sending from loopback with a DMARC policy, so their forwards pass DMARC as a
 * real seller's would.
 */
function dnsRecords(): Record<string, string[]> {
  return {
    ...Object.fromEntries(Object.entries(demoDkimRecords(SHIPPED_DOMAINS)).map(([name, record]) => [name, [record]])),
    [SELLER_DOMAIN]: ['v=spf1 ip4:127.0.0.1 -all'],
    [`_dmarc.${SELLER_DOMAIN}`]: ['v=DMARC1; p=reject'],
  };
}

/**
 * Two API processes (MAILBOX_MODE=off) and one mailbox process of the built server, on `databaseUrl` and an
 * empty Redis database, behind nginx; NODE_ENV=production with every setting the replicas must share (README,
 * "Running in production"). Whatever starts is added to `teardown`.
 */
export async function startCluster(databaseUrl: string, teardown: Teardown): Promise<Cluster> {
  const folder = mkdtempSync(path.join(tmpdir(), 'cluster-'));
  teardown.add('the run folder', async () => rmSync(folder, { recursive: true, force: true }));
  const redis = await emptyRedisDatabase();
  teardown.add('the Redis counters', redis.release);
  const dns = await startDnsStandIn(dnsRecords(), folder);
  teardown.add('the DNS stand-in', dns.close);
  const outbound = await startOutboundStandIns();
  teardown.add('the SMTP and SMS stand-ins', outbound.close);
  const db = createDatabase({ databaseUrl, dataDir: ':memory:' });
  teardown.add('the journeys’ database connection', () => db.destroy());

  const nginxPort = await freePort();
  const ports: ServerPorts[] = [
    { port: await freePort(), smtpPort: 0 },
    { port: await freePort(), smtpPort: 0 },
  ];
  const mailboxPort = await freePort();
  const vapid = webpush.generateVAPIDKeys();
  const shared = {
    ...productionEnv(databaseUrl, ports[0]),
    ...outbound.env,
    REDIS_URL: redis.url,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    DATA_DIR: folder,
    // nginx reaches the API processes from this address: only its X-Forwarded-For is believed.
    TRUST_PROXY: '127.0.0.1',
    NODE_OPTIONS: `--require ${dns.preloadFile}`,
  };
  const apiEnv = { ...shared, MAILBOX_MODE: 'off', SEED_DEMO: 'true' };

  const api: ServerProcess[] = [];
  let mailbox: MailboxProcess | undefined;
  // Each stopped by whatever holds its place when the run ends (a restarted process takes the killed one's).
  const started = await Promise.allSettled([
    // All three at once, as a process manager starts them: one of them migrates and seeds the empty database.
    ...[0, 1].map((index) =>
      startServerProcess(apiEnv, ports[index]).then((process) => {
        api[index] = process;
        teardown.add(`API process ${'AB'[index]}`, () => api[index].kill('SIGTERM'));
      }),
    ),
    startMailboxProcess(shared, mailboxPort).then((process) => {
      mailbox = process;
      teardown.add('the mailbox process', () => process.kill('SIGTERM'));
    }),
  ]);
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed !== undefined) throw failed.reason;

  const nginx = await startNginx(path.join(folder, 'nginx'), nginxPort, [ports[0].port, ports[1].port]);
  teardown.add('nginx', nginx.stop);

  return {
    origin: nginx.origin,
    // The same array: a restarted process takes its place.
    api: api as [ServerProcess, ServerProcess],
    mailbox: mailbox!,
    nginx,
    outbound,
    db,
    redisUrl: redis.url,
    startApi: async (index) => {
      await api[index].kill('SIGKILL');
      api[index] = await startServerProcess(apiEnv, ports[index]);
      return api[index];
    },
  };
}
