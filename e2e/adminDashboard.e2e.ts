/**
 * Dashboard journey (issue 20): an admin made on the command line opens /admin and lands on the Dashboard. A demo
 * seller marks a listing sold; the next look at the Dashboard has today's "Sales marked" one higher, in the tile and
 * in the chart's text alternative. The page passes axe, and is photographed at 1440 px into /tmp/admin-dashboard-1440.png.
 */
import type { Page } from 'playwright-core';
import { csrfHeaders, newAccount, signInViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { consoleJourney } from './support/consoleJourney';
import { expectVisible } from './support/expectPage';
import { openPage, withFailureScreenshots } from './support/journey';
import { DEMO_SELLER_PASSWORD, DEMO_SELLERS, myListings } from './support/seed';

jest.setTimeout(300_000);

const { visit, makeOperator } = consoleJourney();

/** Today's figure in a tile of the Dashboard. */
async function tileFigure(page: Page, name: string): Promise<number> {
  const figure = page.getByRole('region', { name }).getByText(/^\d[\d,]*$/).first();
  await figure.waitFor();
  return Number((await figure.textContent())?.replace(/,/g, ''));
}

test('the Dashboard opens first, and counts a sale the moment a seller marks it', async () => {
  const operator = newAccount('Operator');
  const { origin, granted } = await makeOperator(operator);
  expect(granted).toMatchObject({ code: 0 });

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
