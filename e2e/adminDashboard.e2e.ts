/**
 * Dashboard journey (issue 20): an admin made on the command line opens /admin and lands on the Dashboard. A demo
 * seller marks a listing sold; the next look at the Dashboard has today's "Sales marked" one higher, in the tile and
 * in the chart's text alternative. The page passes axe, and is photographed at 1440 px into /tmp/admin-dashboard-1440.png.
 */
import type { Browser, Page } from 'playwright-core';
import { csrfHeaders, newAccount, signInViaApi, signUpViaApi } from './support/accounts';
import { adminCommand } from './support/adminCommand';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { expectVisible } from './support/expectPage';
import { newVisitor, openPage, withFailureScreenshots, type Visitor } from './support/journey';
import { DEMO_SELLER_PASSWORD, DEMO_SELLERS, myListings } from './support/seed';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(300_000);

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

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the journey has not started');
  return value;
}

async function visit(): Promise<Visitor> {
  const visitor = await newVisitor(started(browser));
  await visitor.page.setViewportSize({ width: 1440, height: 900 });
  visitors.push(visitor);
  return visitor;
}

/** Today's figure in a tile of the Dashboard. */
async function tileFigure(page: Page, name: string): Promise<number> {
  const figure = page.getByRole('region', { name }).getByText(/^\d[\d,]*$/).first();
  await figure.waitFor();
  return Number((await figure.textContent())?.replace(/,/g, ''));
}

test('the Dashboard opens first, and counts a sale the moment a seller marks it', async () => {
  const operator = newAccount('Operator');
  const signup = await visit();
  await signUpViaApi(signup.context, started(server).origin, operator);
  const dataDir = started(server).dataDir;
  await started(server).stop({ keepData: true });
  expect(await adminCommand(['grant', operator.email], dataDir)).toMatchObject({ code: 0 });
  server = await startServer({}, undefined, dataDir);
  const origin = server.origin;

  const admin = await visit();
  const seller = await visit();
  await withFailureScreenshots('admin-dashboard', () => [admin.page, seller.page], async () => {
    await signInViaApi(admin.context, origin, operator.email, operator.password);
    await signInViaApi(seller.context, origin, DEMO_SELLERS[0].email, DEMO_SELLER_PASSWORD);

    await openPage(admin.page, `${origin}/admin`);
    await admin.page.waitForURL(`${origin}/admin/dashboard`);
    await expectVisible(admin.page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    const before = await tileFigure(admin.page, 'Sales marked');
    await expectVisible(admin.page.getByRole('img', { name: new RegExp(`^Sales marked per day, .*, ${before} today\\.$`) }));

    const listing = (await myListings(seller.context, origin)).content.find((l) => l.ticketStatus === 'LISTED');
    if (listing === undefined) throw new Error('the demo seller has no LISTED listing');
    const marked = await seller.context.request.patch(`${origin}/api/ticketListing/${listing.ticketListingId}/status?status=SOLD&source=FRIEND`, {
      headers: await csrfHeaders(seller.context),
    });
    expect(marked.status()).toBe(200);

    // Away and back: the Dashboard reads its figures afresh each time it opens.
    const nav = admin.page.getByRole('navigation', { name: 'Operations console' });
    await nav.getByRole('link', { name: 'People' }).click();
    await expectVisible(admin.page.getByRole('heading', { level: 1, name: 'People' }));
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expectVisible(admin.page.getByRole('img', { name: new RegExp(`^Sales marked per day, .*, ${before + 1} today\\.$`) }));
    expect(await tileFigure(admin.page, 'Sales marked')).toBe(before + 1);

    await expectAccessible(admin.page);
    await admin.page.getByRole('button', { name: 'Show as a table' }).click();
    await expectVisible(admin.page.getByRole('table', { name: /^Figures per India day/ }));
    await expectAccessible(admin.page);
    await admin.page.screenshot({ path: '/tmp/admin-dashboard-1440.png', fullPage: true });
  });
});
