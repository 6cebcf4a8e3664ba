/**
 * `npm run cluster` (issue 21, point 5): the built server (`npm run build` first) as a deployment runs it: two API
 * processes and a separate mailbox process on a throwaway PostgreSQL database and Redis, behind nginx with
 * deploy/nginx.conf, NODE_ENV=production. Runs the journeys through it, prints the stale window and the wake-up
 * latency against the issue's goals, stops everything it started, and exits non-zero on any failure.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH, launchBrowser } from '../../e2e/support/browser';
import { pgUnreachable, withThrowawayDatabase } from '../../bench/pgServer';
import { ROOT } from '../soak/serverProcess';
import { startCluster, type Cluster } from './cluster';
import { describeFigure, type Figure } from './figures';
import { backendKill } from './journeys/backendKill';
import { listingJourney } from './journeys/listingJourney';
import { signInLimit } from './journeys/signInLimit';
import { signUpJourney } from './journeys/signUpJourney';
import { staleWindow } from './journeys/staleWindow';
import { wakeUp } from './journeys/wakeUp';
import { NGINX } from './nginxProcess';
import { redisUnreachable } from './redisDatabase';
import { Teardown } from './teardown';
import { verdict, type Verdict } from './verdict';

const BUILT = ['dist/node/server/main.js', 'dist/node/server/mailboxMain.js', 'dist/public/index.html'];

interface Outcome {
  name: string;
  ok: boolean;
  detail: string;
  seconds: number;
}

async function missing(): Promise<string[]> {
  const problems = BUILT.filter((file) => !existsSync(path.join(ROOT, file))).map((file) => `${file} is missing: run npm run build first`);
  if (!existsSync(NGINX)) problems.push(`no nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`);
  if (!existsSync(CHROMIUM_PATH)) problems.push(`no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const pg = await pgUnreachable();
  if (pg !== null) problems.push(`${pg} (set BENCH_DATABASE_URL)`);
  const redis = await redisUnreachable();
  if (redis !== null) problems.push(`${redis} (set REDIS_URL)`);
  return problems;
}

/** Aborted by SIGINT or SIGTERM: the run stops what it started and ends. */
const interruption = new AbortController();

async function step(outcomes: Outcome[], name: string, run: () => Promise<string>): Promise<void> {
  if (interruption.signal.aborted) return;
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = { name, ok: true, detail: await run(), seconds: 0 };
  } catch (error) {
    outcome = { name, ok: false, detail: error instanceof Error ? (error.stack ?? error.message) : String(error), seconds: 0 };
  }
  outcome.seconds = (performance.now() - started) / 1000;
  // A step cut short by the interruption fails for that reason alone: it is not reported.
  if (interruption.signal.aborted) return;
  outcomes.push(outcome);
  console.log(`${outcome.ok ? 'PASS' : 'FAIL'}  ${name} (${outcome.seconds.toFixed(1)} s)\n      ${outcome.detail.split('\n').join('\n      ')}`);
}

/** A figure is a step too: it fails when it cannot be measured, and its goal is judged at the end. */
async function measure(outcomes: Outcome[], figures: Figure[], name: string, run: () => Promise<Figure>): Promise<void> {
  await step(outcomes, name, async () => {
    const figure = await run();
    figures.push(figure);
    return `measured (${figure.samplesMs.length} samples)`;
  });
}

async function journeys(cluster: Cluster, teardown: Teardown): Promise<{ outcomes: Outcome[]; figures: Figure[] }> {
  const outcomes: Outcome[] = [];
  const figures: Figure[] = [];
  // The figures first, while nothing else runs on the machine's share of the cluster.
  await measure(outcomes, figures, 'c. a price change on one process seen through the other', () => staleWindow(cluster));
  await measure(outcomes, figures, 'wake-up latency: mailbox process → waiting API process', () => wakeUp(cluster));
  await step(outcomes, 'd. a sign-in limit shared by both processes', () => signInLimit(cluster));
  // The run's own SIGINT handling stops the browser with the rest (teardown).
  const browser = await launchBrowser({ handleSIGINT: false });
  teardown.add('the browser', () => browser.close());
  await step(outcomes, 'a. sign-up with the e-mail and the SMS code, in the browser through nginx', () => signUpJourney(cluster, browser));
  await step(outcomes, 'b. a ticket listed end to end through nginx and the mailbox process', () => listingJourney(cluster, browser));
  await browser.close();
  await step(outcomes, 'e. an API process killed (SIGKILL) under reads through nginx, then restarted', () => backendKill(cluster));
  return { outcomes, figures };
}

async function main(): Promise<Verdict> {
  const problems = await missing();
  if (problems.length > 0) {
    console.error(`npm run cluster cannot run:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return { ok: false, summary: 'cluster: FAILED: it could not run' };
  }
  const teardown = new Teardown();
  const interrupted = new Promise<never>((_, reject) => {
    interruption.signal.addEventListener('abort', () => reject(new Error(`interrupted by ${String(interruption.signal.reason)}: stopping what the run started`)));
  });
  interrupted.catch(() => undefined);
  // `on`, not `once`: Playwright's own SIGINT handler exits at once when it finds itself the only listener left.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => interruption.abort(signal));

  return withThrowawayDatabase('cluster', async (databaseUrl) => {
    try {
      const started = performance.now();
      const cluster = await Promise.race([startCluster(databaseUrl, teardown), interrupted]);
      const [a, b] = cluster.api;
      console.log(
        `Cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s: nginx ${cluster.origin} → API A ${a.origin} (pid ${a.pid}), API B ${b.origin} (pid ${b.pid}); ` +
          `mailbox SMTP 127.0.0.1:${cluster.mailbox.smtpPort} (pid ${cluster.mailbox.pid}); nginx pid ${cluster.nginx.pid}; ${cluster.redisUrl}\n`,
      );
      const { outcomes, figures } = await Promise.race([journeys(cluster, teardown), interrupted]);
      console.log('\nFigures (issue 21):');
      for (const figure of figures) console.log(describeFigure(figure));
      return verdict(outcomes, figures, process.env.CLUSTER_STRICT_FIGURES === '1');
    } finally {
      await teardown.run();
    }
  });
}

main().then(
  ({ ok, summary }) => {
    console.log(`\n${summary}`);
    // A journey cut short by an interruption may still hold a socket open: nothing more is waited for.
    process.exit(ok ? 0 : 1);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
