/**
 * Alerts that arrive (issue 18), by e-mail: a fan opens an event nobody sells, taps 'Request tickets' and, after a
 * reload, still sees the request; a second fan asks through the API. A seller lists a booking for the event and the
 * server's background jobs e-mail both (with RFC 8058's List-Unsubscribe headers). The first fan opens the e-mail's
 * unsubscribe link in a browser where nobody is signed in, sees the event named, confirms and sees it done. When
 * the seller lists a second booking, only the second fan is e-mailed: that e-mail arriving shows the alerts for the
 * listing went out, so the first fan's unchanged count is an answer, not a guess about timing. Every screen passes
 * axe at 1440 and 390 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Concert, TicketListing } from '../src/shared/entities';
import { formatRupees } from '../src/shared/format';
import { eventPath } from '../src/shared/slug';
import { csrfHeaders, newAccount, readOutbox, signInViaApi, signUpViaApi, type OutboxEntry, type TestAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expectCount, expectNone, expectVisible } from './support/expectPage';
import { fullPageShot, openPage, waitUntil, withFailureScreenshots } from './support/journey';
import { journeySuite } from './support/journeySuite';
import { concertListings, DEMO_SELLER_PASSWORD, DEMO_SELLERS, upcomingConcerts } from './support/seed';
import { listBookingViaApi, saveDetailsViaApi, verifyContactsViaApi } from './support/verifiedSeller';

jest.setTimeout(300_000);

const suite = journeySuite();

const REQUESTED = "Requested. We'll alert you when someone lists tickets for this event.";

/**
 * An upcoming event made empty the way its sellers would: the demo seed lists tickets for every event, so each
 * seller of the one with the fewest (none sold) deletes theirs. The page then shows its empty state.
 */
async function eventNobodySells(context: BrowserContext): Promise<Concert> {
  const { origin } = suite.server;
  let chosen: { event: Concert; listings: TicketListing[] } | undefined;
  for (const event of (await upcomingConcerts(origin)).content) {
    const listings = (await concertListings(origin, event.concertId)).content;
    if (listings.some((l) => l.ticketStatus !== 'LISTED')) continue;
    if (!chosen || listings.length < chosen.listings.length) chosen = { event, listings };
  }
  if (!chosen) throw new Error('no upcoming event in the demo seed has only unsold listings');
  for (const listing of chosen.listings) {
    const seller = DEMO_SELLERS.find((s) => s.name === listing.seller.name);
    if (!seller) throw new Error(`listing ${listing.ticketListingId} is not a demo seller's`);
    await signInViaApi(context, origin, seller.email, DEMO_SELLER_PASSWORD);
    const deleted = await context.request.delete(`${origin}/api/ticketListing/${listing.ticketListingId}`, { headers: await csrfHeaders(context) });
    expect(deleted.ok()).toBe(true);
  }
  await context.clearCookies();
  expect((await concertListings(origin, chosen.event.concertId)).totalElements).toBe(0);
  return chosen.event;
}

const alertsTo = async (account: TestAccount, event: Concert): Promise<OutboxEntry[]> =>
  (await readOutbox(suite.server.origin)).filter(
    (entry) => entry.channel === 'email' && entry.to === account.email && entry.subject === `Tickets listed for ${event.concertName}`,
  );

/** Waits until `account` has had `count` alert e-mails about the event, and returns them, newest first. */
const waitForAlerts = (account: TestAccount, event: Concert, count: number) =>
  waitUntil(`alert e-mails to ${account.email}`, () => alertsTo(account, event), (alerts) => alerts.length === count, 60_000);

/** A new account with its e-mail address verified (alerts go to verified addresses only). */
async function verifiedFan(label: string, context: Parameters<typeof signUpViaApi>[0]): Promise<TestAccount> {
  const account = newAccount(label);
  await signUpViaApi(context, suite.server.origin, account);
  await verifyContactsViaApi(context, suite.server.origin, account);
  return account;
}

async function requestTicketsOnThePage(page: Page, event: Concert): Promise<void> {
  await openPage(page, suite.server.origin + eventPath(event.concertId, event.concertName));
  await expectVisible(page.getByText('No ticket listings found'));
  const request = page.getByRole('button', { name: 'Request tickets', exact: true });
  await expectAccessible(page);
  await request.click();
  await expectVisible(page.getByText(REQUESTED));
  await expectNone(request);
  await expectAccessible(page);
  await fullPageShot(page, 'event-alerts-requested.png');
  // The request is the server's, not the page's: a reload still shows it.
  await page.reload();
  await expectVisible(page.getByText(REQUESTED));
  await expectNone(request);
}

test('a fan who requested tickets is e-mailed once a seller lists, stops the alerts from the e-mail, and hears no more', async () => {
  const fanVisitor = await suite.visit();
  const otherVisitor = await suite.visit();
  const sellerVisitor = await suite.visit();
  const linkVisitor = await suite.visit();
  const { page } = fanVisitor;
  const event = await eventNobodySells(linkVisitor.context);

  await withFailureScreenshots('event-alerts', () => [page, linkVisitor.page], async () => {
    const fan = await verifiedFan('Fan', fanVisitor.context);
    const other = await verifiedFan('Other', otherVisitor.context);
    const seller = await verifiedFan('Seller', sellerVisitor.context);

    await requestTicketsOnThePage(page, event);
    const asked = await otherVisitor.context.request.post(`${suite.server.origin}/api/manual-ticket-request/concert/${event.concertId}`, {
      headers: await csrfHeaders(otherVisitor.context),
    });
    expect(asked.status()).toBe(201);

    // A seller lists and saves the details step: the background jobs e-mail both fans, naming the price saved.
    const listing = await listBookingViaApi(sellerVisitor.context, suite.server, seller, event);
    expect(await alertsTo(fan, event)).toHaveLength(0);
    const saved = await saveDetailsViaApi(sellerVisitor.context, suite.server, listing, Math.floor(listing.price) - 100);
    const [alert] = await waitForAlerts(fan, event, 1);
    await waitForAlerts(other, event, 1);
    expect(alert.text).toContain(`${saved.quantity} ticket${saved.quantity === 1 ? '' : 's'} at ${formatRupees(saved.price)} each`);
    const oneClick = /^<(http:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[^>]+)>$/.exec(alert.headers?.['List-Unsubscribe'] ?? '');
    expect(oneClick).not.toBeNull();
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /Stop these e-mails: (\S+)/.exec(alert.text)?.[1];
    if (!link) throw new Error(`no unsubscribe link in the alert e-mail: ${alert.text}`);
    const unsubscribeUrl = new URL(link);
    expect(unsubscribeUrl.pathname).toBe('/unsubscribe');

    // The link, opened where nobody is signed in (the server's PUBLIC_URL names localhost; the journey's server is
    // reached at its own address).
    const linkPage = linkVisitor.page;
    await openPage(linkPage, suite.server.origin + unsubscribeUrl.pathname + unsubscribeUrl.search);
    await expectVisible(linkPage.getByRole('heading', { level: 1, name: 'Stop event alerts' }));
    const stop = linkPage.getByRole('button', { name: `Stop alerts for ${event.concertName}`, exact: true });
    await expectVisible(stop);
    await expectVisible(linkPage.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }));
    await expectAccessible(linkPage);
    await fullPageShot(linkPage, 'event-alerts-unsubscribe-ask.png');
    await stop.click();
    await expectVisible(linkPage.getByText(`Done. You won’t get any more alerts about ${event.concertName}.`));
    await expectNone(stop);
    await expectAccessible(linkPage);
    await fullPageShot(linkPage, 'event-alerts-unsubscribe-done.png');

    // Opened again, the link says there is nothing left to stop.
    await openPage(linkPage, suite.server.origin + unsubscribeUrl.pathname + unsubscribeUrl.search);
    await expectVisible(linkPage.getByText(`You’re already unsubscribed: you get no alerts about ${event.concertName}.`));
    await expectAccessible(linkPage);

    // A link whose token was tampered with is refused with the server's words.
    const forged = new URLSearchParams({ token: `${unsubscribeUrl.searchParams.get('token')}x` });
    await openPage(linkPage, `${suite.server.origin}/unsubscribe?${forged}`);
    await expectVisible(linkPage.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' }));
    await expectAccessible(linkPage);

    // The second listing: the other fan hears of it, the fan who stopped the alerts does not.
    const second = await listBookingViaApi(sellerVisitor.context, suite.server, seller, event);
    await saveDetailsViaApi(sellerVisitor.context, suite.server, second, Math.floor(second.price));
    await waitForAlerts(other, event, 2);
    expect(await alertsTo(fan, event)).toHaveLength(1);

    // The event page shows the two listings the alerts were about.
    await openPage(page, suite.server.origin + eventPath(event.concertId, event.concertName));
    await expectCount(page.getByRole('list', { name: 'Ticket listings' }).getByRole('article'), 2);
  });
});
