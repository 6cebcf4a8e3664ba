/**
 * Operations console journey (issue 20): an operator signs up, is made an admin by `npm run admin -- grant` (the
 * real script, on the server's own data while it is stopped), and suspends a demo seller from People with a reason.
 * The seller's listing is gone from the event page a fan is looking at, their open session is over, and signing in
 * shows them the suspended message; the Audit log has the action with the reason. A fan who opens /admin is told it
 * is for operators. Every console page and the suspend dialog pass axe; each page is photographed at 1440 and 390 px
 * into /tmp/admin-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { CONSOLE_FOR_OPERATORS } from '../src/shared/admin/access';
import type { TicketListing } from '../src/shared/entities';
import { eventPath } from '../src/shared/slug';
import { ACCOUNT_SUSPENDED } from '../src/shared/suspension';
import { csrfHeaders, newAccount, signInViaApi, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { consoleJourney } from './support/consoleJourney';
import { expectNone, expectText, expectVisible } from './support/expectPage';
import { expectToast, openPage, waitUntil, withFailureScreenshots } from './support/journey';
import { concertListings, DEMO_SELLER_PASSWORD, DEMO_SELLERS, upcomingConcerts } from './support/seed';

jest.setTimeout(360_000);

const { visit, makeOperator } = consoleJourney();

/** The page at 1440 px and at 390 px, whole, into /tmp/admin-<name>-<width>.png; it ends at 1440 px. */
async function photograph(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The first LISTED listing of an upcoming event whose seller is a demo seller, and that seller. */
async function aDemoSellersListing(origin: string) {
  for (const concert of (await upcomingConcerts(origin)).content) {
    const listing = (await concertListings(origin, concert.concertId)).content.find((l) => l.ticketStatus === 'LISTED');
    const seller = DEMO_SELLERS.find((s) => s.name === listing?.seller.name);
    if (listing !== undefined && seller !== undefined) return { concert, listing, seller };
  }
  throw new Error('no upcoming event has a listing by a demo seller');
}

function listingCard(page: Page, listing: TicketListing): Locator {
  const tickets = `${listing.quantity} ${listing.quantity === 1 ? 'ticket' : 'tickets'}`;
  return page.getByRole('list', { name: 'Ticket listings' }).getByRole('article', { name: `${tickets}, ${listing.verifiedSeat}`, exact: true });
}

test('an admin suspends a seller: the listing leaves the event page, the seller cannot sign in, the audit log has it', async () => {
  const operator = newAccount('Operator');
  const fan = newAccount('Buyer');

  // The first admin: an account signed up as anyone does, then granted on the command line with the server stopped.
  const { origin, granted } = await makeOperator(operator);
  expect(granted).toMatchObject({ code: 0, stdout: `${operator.email} is now an admin\n` });

  const { concert, listing, seller } = await aDemoSellersListing(origin);
  const admin = await visit();
  const buyer = await visit();
  const sellerBrowser = await visit();
  const pages = () => [admin.page, buyer.page, sellerBrowser.page];

  await withFailureScreenshots('admin-console', pages, async () => {
    await signInViaApi(admin.context, origin, operator.email, operator.password);
    await signUpViaApi(buyer.context, origin, fan);
    await signInViaApi(sellerBrowser.context, origin, seller.email, DEMO_SELLER_PASSWORD);

    // Something in the inbox: a suggestion, feedback from the event page, and a ticket request.
    const headers = await csrfHeaders(buyer.context);
    for (const data of [
      { kind: 'SUGGEST_EVENT', text: 'Please add the Lollapalooza India dates', page: '/explore' },
      { kind: 'FEEDBACK', text: 'The seat map would help', page: eventPath(concert.concertId, concert.concertName) },
    ]) {
      expect((await buyer.context.request.post(`${origin}/api/feedback`, { headers, data })).status()).toBe(201);
    }
    expect((await buyer.context.request.post(`${origin}/api/manual-ticket-request/concert/${concert.concertId}`, { headers })).status()).toBe(201);

    // A fan who opens the console is told it is not for them.
    await openPage(buyer.page, `${origin}/admin`);
    await expectVisible(buyer.page.getByText(CONSOLE_FOR_OPERATORS));
    await expectNone(buyer.page.getByRole('navigation', { name: 'Operations console' }));
    await photograph(buyer.page, 'operators-only');

    // The buyer sees the seller's listing on the event page.
    await openPage(buyer.page, origin + eventPath(concert.concertId, concert.concertName));
    await expectVisible(listingCard(buyer.page, listing));

    // People (the console opens on its Dashboard): find the seller, suspend with a reason.
    await openPage(admin.page, `${origin}/admin`);
    await admin.page.waitForURL(`${origin}/admin/dashboard`);
    await admin.page.getByRole('navigation', { name: 'Operations console' }).getByRole('link', { name: 'People' }).click();
    await expectVisible(admin.page.getByRole('heading', { level: 1, name: 'People' }));
    await admin.page.getByRole('searchbox', { name: 'Find an account' }).fill(seller.email);
    await expectText(admin.page.getByRole('status').filter({ hasText: 'account' }), `1 account matching “${seller.email}”`);
    await expectAccessible(admin.page);
    await photograph(admin.page, 'people');

    await admin.page.getByRole('button', { name: `Suspend ${seller.email}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Suspend ${seller.email}` });
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expectText(dialog.getByText('Please say why the account is suspended'), 'Please say why the account is suspended');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sold the same ticket to two buyers');
    await expectAccessible(admin.page, { scope: '[role="dialog"]' });
    await admin.page.screenshot({ path: '/tmp/admin-suspend-dialog-1440.png' });
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expectToast(admin.page, `${seller.email} is suspended`);
    await expectNone(dialog);
    await expectVisible(admin.page.getByText('Suspended', { exact: true }));
    await expectVisible(admin.page.getByText(/Sold the same ticket to two buyers$/));
    await expectVisible(admin.page.getByRole('button', { name: `Restore ${seller.email}` }));

    // The buyer's next look at the event page: the listing is gone.
    await buyer.page.reload();
    await buyer.page.getByRole('heading', { name: concert.concertName, level: 1 }).waitFor();
    await expectNone(listingCard(buyer.page, listing));

    // The seller's open session is over, and signing in again shows why.
    expect((await sellerBrowser.context.request.get(`${origin}/auth/session`)).status()).toBe(401);
    await sellerBrowser.context.clearCookies();
    await openPage(sellerBrowser.page, `${origin}/`);
    await sellerBrowser.page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    const signIn = sellerBrowser.page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(seller.email);
    await signIn.getByLabel('Password').fill(DEMO_SELLER_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(sellerBrowser.page.getByRole('dialog').getByRole('alert'), ACCOUNT_SUSPENDED);
    await sellerBrowser.page.setViewportSize({ width: 390, height: 844 });
    await sellerBrowser.page.screenshot({ path: '/tmp/admin-seller-refused-390.png' });

    // The Audit log has the suspension, by this admin, with its reason.
    await admin.page.getByRole('navigation', { name: 'Operations console' }).getByRole('link', { name: 'Audit log' }).click();
    const table = admin.page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: 'Account suspended' }).filter({ hasText: seller.email });
    await expectVisible(row.getByRole('cell', { name: operator.email, exact: true }));
    await expectVisible(row.getByText('Reason: Sold the same ticket to two buyers', { exact: true }));
    await waitUntil('the audit log tab title', () => admin.page.title(), (title) => title === 'Audit log | Operations console | FanTickets');
    await expectVisible(table.getByRole('row').filter({ hasText: 'Made an admin' }).filter({ hasText: 'The command line' }));
    await expectAccessible(admin.page);
    await photograph(admin.page, 'audit');

    // The Inbox, its three lists.
    await admin.page.getByRole('navigation', { name: 'Operations console' }).getByRole('link', { name: 'Inbox' }).click();
    await expectVisible(admin.page.getByText('Please add the Lollapalooza India dates'));
    await expectAccessible(admin.page);
    await photograph(admin.page, 'inbox');
    await admin.page.getByRole('tab', { name: 'Ticket requests' }).click();
    await expectVisible(admin.page.getByRole('link', { name: concert.concertName }));
    await admin.page.getByRole('button', { name: `Mark done: the request from ${fan.name} (${fan.email})` }).click();
    await expectToast(admin.page, 'Marked done');
    await expectVisible(admin.page.getByText('Nothing waiting here'));
    await expectAccessible(admin.page);
    await photograph(admin.page, 'inbox-requests');
  });
});
