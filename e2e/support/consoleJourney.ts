import type { Browser } from 'playwright-core';
import { signUpViaApi, type TestAccount } from './accounts';
import { adminCommand } from './adminCommand';
import { launchBrowser } from './browser';
import { newVisitor, type Visitor } from './journey';
import { startServer, type RunningServer } from './server';

/** What the console journeys share: a server and a browser for the file, and an operator made as operators are. */
export interface ConsoleJourney {
  /** A new browser context at `width` px (900 px high, or a phone's 844 below 600 px wide), closed after the file. */
  visit(width?: number): Promise<Visitor>;
  /**
   * The first admin: `operator` signs up as anyone does, then is granted by the real `npm run admin -- grant` on the
   * server's own data while it is stopped (PGlite allows one process). Answers the restarted server's origin and
   * what the command printed.
   */
  makeOperator(operator: TestAccount): Promise<{ origin: string; granted: Awaited<ReturnType<typeof adminCommand>> }>;
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the journey has not started');
  return value;
}

/** Registers the file's beforeAll and afterAll; call it at the top level of a journey file. */
export function consoleJourney(): ConsoleJourney {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const visitors: Visitor[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    for (const visitor of visitors) await visitor.context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function visit(width = 1440): Promise<Visitor> {
    const visitor = await newVisitor(started(browser));
    await visitor.page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    visitors.push(visitor);
    return visitor;
  }

  return {
    visit,
    async makeOperator(operator) {
      const signup = await visit();
      await signUpViaApi(signup.context, started(server).origin, operator);
      const { dataDir } = started(server);
      await started(server).stop({ keepData: true });
      const granted = await adminCommand(['grant', operator.email], dataDir);
      server = await startServer({}, undefined, dataDir);
      return { origin: server.origin, granted };
    },
  };
}
