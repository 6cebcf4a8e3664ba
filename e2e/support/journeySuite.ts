import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { newVisitor, type Visitor } from './journey';
import { startServer, type RunningServer } from './server';

export interface JourneySuite {
  /** The built server this file's journeys share (set once beforeAll has run). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh browser context, closed after the file; `width` sets a desktop (900 px tall) or phone (844) viewport. */
  visit(width?: number): Promise<Visitor>;
  /** Stops the server keeping its data, runs `meanwhile` on that data folder (PGlite allows one process), starts it again. */
  restartAround<T>(meanwhile: (dataDir: string) => Promise<T>): Promise<T>;
}

/**
 * One server and one browser for a journey file, started before its tests and stopped after them. `env` is added to
 * the server's environment, at its first start and at every restart.
 */
export function journeySuite(env: Record<string, string> = {}): JourneySuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const visitors: Visitor[] = [];

  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    for (const visitor of visitors) await visitor.context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the journey's ${what} is not started yet: use it inside a test`);
    return value;
  };

  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async visit(width?: number) {
      const visitor = await newVisitor(started(browser, 'browser'));
      if (width !== undefined) await visitor.page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      visitors.push(visitor);
      return visitor;
    },
    async restartAround(meanwhile) {
      const { dataDir } = started(server, 'server');
      await started(server, 'server').stop({ keepData: true });
      const result = await meanwhile(dataDir);
      server = await startServer(env, undefined, dataDir);
      return result;
    },
  };
}
