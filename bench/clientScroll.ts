import type { CDPSession, Page, Response } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { eventPath } from '../src/shared/slug';
import type { PagedResponse } from '../src/shared/entities';
import { signedUpCookies } from './benchSession';
import { SMALL } from './marketplaceData';
import { pgUnreachable } from './pgServer';
import type { BenchLine } from './report';
import { withSeededServer } from './seededServer';

const ITEMS = 2_000;
const HEAP_GROWTH_GOAL = 2;
const LONG_TASK_GOAL_MS = 200;
/** Scrolling stops when no new page arrives for this long (the list ended, or it is stuck)... */
const STALL_MS = 15_000;
/** ...or after this long in all (a busy machine, or a page that slows down as its list grows). */
const MAX_SCROLL_MS = 5 * 60_000;
const COMMAND = 'npm run build && BENCH_ONLY=client tsx bench/index.ts (bench/clientScroll.ts: playwright-core, headless Chromium, CDP heap)';

interface ScrollResult {
  list: string;
  items: number;
  heapStartMb: number;
  heapEndMb: number;
  longestTaskMs: number;
  longTasksOver200: number;
  seconds: number;
  /** Why scrolling stopped short, when it did. */
  problem: string | null;
}

/** Every long task (> 50 ms) the page runs, kept in window.__longTasks from before the app starts. */
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });`;

/** Items of the lists the server rendered into the page, from the state it sent along. */
function serverRenderedItems(): number {
  const element = document.getElementById('server-state');
  if (!element?.textContent) return 0;
  const state = JSON.parse(element.textContent) as { api: { queries: Record<string, { data?: { pages?: { content?: unknown[] }[] } }> } };
  let count = 0;
  for (const query of Object.values(state.api.queries)) {
    for (const pageOfItems of query.data?.pages ?? []) count += pageOfItems.content?.length ?? 0;
  }
  return count;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** Opens `path`, waits for the first page of `api`, then scrolls until ITEMS items have arrived or the list ends. */
async function scrollList(page: Page, origin: string, list: string, path: string, api: RegExp): Promise<ScrollResult> {
  let items = 0;
  let ended = false;
  let lastArrival = Date.now();
  const onResponse = async (response: Response) => {
    if (!api.test(new URL(response.url()).pathname) || response.request().method() !== 'GET' || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as PagedResponse<unknown> | null;
    if (body === null || !Array.isArray(body.content)) return;
    items += body.content.length;
    ended ||= body.lastPage;
    lastArrival = Date.now();
  };
  page.on('response', onResponse);
  try {
    await page.goto(origin + path);
    await page.getByRole('list', { name: list }).waitFor();
    // The server renders the first page: the heap at the start is the app's once it runs, not the bare markup's,
    // and the first page's items came with the document rather than an API response.
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    items += await page.evaluate(serverRenderedItems);
    const cdp = await page.context().newCDPSession(page);
    const heapStartMb = await heapMb(cdp);
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
    const started = Date.now();
    let problem: string | null = null;
    let crashed = false;
    page.once('crash', () => (crashed = true));
    while (items < ITEMS && !ended && problem === null) {
      if (crashed) problem = `the page crashed or closed after ${items} items`;
      else if (Date.now() - lastArrival > STALL_MS) problem = `no new page for ${STALL_MS / 1000} s after ${items} items`;
      else if (Date.now() - started > MAX_SCROLL_MS) problem = `${items} items after ${MAX_SCROLL_MS / 60_000} minutes`;
      else {
        await page.mouse
          .wheel(0, 2000)
          .then(() => page.waitForTimeout(100))
          .catch(() => (crashed = true));
      }
    }
    const seconds = (Date.now() - started) / 1000;
    if (crashed) return { list, items, heapStartMb, heapEndMb: NaN, longestTaskMs: NaN, longTasksOver200: NaN, seconds, problem };
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const heapEndMb = await heapMb(cdp);
    await cdp.detach();
    return {
      list,
      items,
      heapStartMb,
      heapEndMb,
      longestTaskMs: Math.max(0, ...longTasks),
      longTasksOver200: longTasks.filter((d) => d > LONG_TASK_GOAL_MS).length,
      seconds,
      problem,
    };
  } finally {
    page.off('response', onResponse);
  }
}

/**
 * Row 6: a signed-in fan scrolls explore through 2,000 events and the popular event's page through its
 * 2,000 listings in headless Chromium, on the built server with a seeded database.
 */
export async function benchClientScroll(): Promise<BenchLine[]> {
  const store = (await pgUnreachable()) === null ? 'postgres' : 'pglite';
  const results = await withSeededServer(store, SMALL, async (server) => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
      const origin = new URL(server.origin);
      await context.addCookies((await signedUpCookies(server.origin)).map((c) => ({ ...c, domain: origin.hostname, path: '/' })));
      await context.addInitScript(OBSERVE_LONG_TASKS);
      // A fresh page for each list: the second must not start with the first one's heap (or crash).
      return [
        await scrollList(await context.newPage(), server.origin, 'Events', '/explore', /^\/api\/concerts$/),
        await scrollList(
          await context.newPage(),
          server.origin,
          'Ticket listings',
          eventPath(server.popularEventId, 'event'),
          /^\/api\/ticketListing\/concerts\/\d+$/,
        ),
      ];
    } finally {
      await browser.close();
    }
  });
  console.log(`\nRow 6: client memory and responsiveness while scrolling (built server on ${store}, headless Chromium)`);
  console.table(
    results.map((r) => ({
      list: r.list,
      items: r.items,
      'heap start MB': r.heapStartMb.toFixed(1),
      'heap end MB': r.heapEndMb.toFixed(1),
      growth: `${(r.heapEndMb / r.heapStartMb).toFixed(2)}×`,
      'longest task': `${Math.round(r.longestTaskMs)} ms`,
      'tasks > 200 ms': r.longTasksOver200,
      seconds: r.seconds.toFixed(0),
      stopped: r.problem ?? '',
    })),
  );
  return results.flatMap((r) => [
    {
      row: '6 client',
      figure: `${r.list}: heap after / before scrolling ${r.items} items`,
      measured: `${(r.heapEndMb / r.heapStartMb).toFixed(2)}× (${r.heapStartMb.toFixed(1)} → ${r.heapEndMb.toFixed(1)} MB)${r.problem ? `; ${r.problem}` : ''}`,
      budget: `≤ ${HEAP_GROWTH_GOAL}× and ${ITEMS} items reached`,
      met: r.heapEndMb <= HEAP_GROWTH_GOAL * r.heapStartMb && r.items >= ITEMS,
      command: COMMAND,
    },
    {
      row: '6 client',
      figure: `${r.list}: longest task while scrolling`,
      measured: `${Math.round(r.longestTaskMs)} ms (${r.longTasksOver200} over ${LONG_TASK_GOAL_MS} ms)`,
      budget: `none over ${LONG_TASK_GOAL_MS} ms`,
      met: r.longTasksOver200 === 0,
      command: COMMAND,
    },
  ]);
}
