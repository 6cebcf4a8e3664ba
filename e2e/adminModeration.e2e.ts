/**
 * Moderation journey (issue 20): a buyer reports a demo seller's listing from its card ("Report listing", its dialog
 * loaded only on the click), an operator (granted by the real `npm run admin`) finds the report in the Reports queue
 * and resolves it by hiding the listing with a note; the seller sees that note as the reason in My Listings and is
 * mailed it, and the buyer no longer sees the listing. The Listings page finds it as hidden and shows the reason.
 * Every page and dialog passes axe; each is photographed into /tmp/moderation-*.png (console at 1440 px, fan-side
 * pieces at 390 px).
 */
import type { Locator, Page } from 'playwright-core';
import type { TicketListing } from '../src/shared/entities';
import { eventPath } from '../src/shared/slug';
import { newAccount, readOutbox, signInViaApi, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { consoleJourney } from './support/consoleJourney';
import { expectNone, expectText, expectVisible } from './support/expectPage';
import { expectToast, openPage, waitUntil, withFailureScreenshots } from './support/journey';
import { concertListings, DEMO_SELLER_PASSWORD, DEMO_SELLERS, upcomingConcerts } from './support/seed';

jest.setTimeout(360_000);

const { visit, makeOperator } = consoleJourney();

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/moderation-${name}.png`, fullPage: true });

test('a buyer reports a listing, an operator hides it from the Reports queue, the seller sees why, buyers no longer see it', async () => {
  const operator = newAccount('Moderator');
  const fan = newAccount('Reporter');
  const note = 'The booking id on the ticket did not match at the gate';

  const { origin, granted } = await makeOperator(operator);
  expect(granted).toMatchObject({ code: 0 });

  const { concert, listing, seller } = await aDemoSellersListing(origin);
  const admin = await visit(1440);
  const buyer = await visit(390);
  const sellerBrowser = await visit(390);
  const pages = () => [admin.page, buyer.page, sellerBrowser.page];

  await withFailureScreenshots('admin-moderation', pages, async () => {
    await signInViaApi(admin.context, origin, operator.email, operator.password);
    await signUpViaApi(buyer.context, origin, fan);
    await signInViaApi(sellerBrowser.context, origin, seller.email, DEMO_SELLER_PASSWORD);

    // The buyer reports the listing from its card; the dialog's code comes with the click, not with the page.
    const scripts: string[] = [];
    buyer.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openPage(buyer.page, origin + eventPath(concert.concertId, concert.concertName));
    const card = listingCard(buyer.page, listing);
    await expectVisible(card);
    expect(scripts.filter((url) => /report-listing/.test(url))).toEqual([]);
    await card.screenshot({ path: '/tmp/moderation-listing-card-390.png' });
    await card.getByRole('button', { name: 'Report listing' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Report listing' });
    await expectVisible(dialog);
    expect(scripts.filter((url) => /report-listing/.test(url))).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectText(dialog.getByText('Please choose what is wrong with the listing'), 'Please choose what is wrong with the listing');
    await dialog.getByRole('radio', { name: 'Fake or not verified' }).check();
    await dialog.getByRole('textbox', { name: 'What happened (optional)' }).fill('The seller showed a screenshot, not the ticket');
    await expectAccessible(buyer.page, { scope: '[role="dialog"]' });
    await shot(buyer.page, 'report-dialog-390');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(buyer.page, 'Thank you: our team will look at this listing');
    await expectNone(dialog);

    // The operator reads it in the Reports queue, with the listing and the seller's record, and hides the listing.
    await openPage(admin.page, `${origin}/admin/reports`);
    await expectVisible(admin.page.getByRole('heading', { level: 1, name: 'Reports' }));
    const report = admin.page.getByRole('article', { name: 'Fake or not verified' });
    await expectVisible(report.getByText('The seller showed a screenshot, not the ticket'));
    await expectVisible(report.getByRole('heading', { level: 3, name: concert.concertName }));
    await expectVisible(report.getByText(new RegExp(`by ${fan.email.replace(/[.+]/g, '\\$&')}`)));
    await expectVisible(report.getByText(/^The seller: \d+ listings?/));
    await expectAccessible(admin.page);
    await shot(admin.page, 'reports-1440');

    await report.getByRole('button', { name: /^Resolve report #\d+$/ }).click();
    const resolve = admin.page.getByRole('dialog', { name: /^Resolve report #\d+$/ });
    const reportId = ((await resolve.getByRole('heading').textContent()) ?? '').replace('Resolve report #', '');
    await resolve.getByRole('radio', { name: 'Hide the listing' }).check();
    await resolve.getByRole('textbox', { name: 'Note' }).fill(note);
    await expectAccessible(admin.page, { scope: '[role="dialog"]' });
    await admin.page.screenshot({ path: '/tmp/moderation-resolve-dialog-1440.png' });
    await resolve.getByRole('button', { name: 'Resolve report' }).click();
    await expectToast(admin.page, `Report #${reportId} is resolved`);
    await expectVisible(admin.page.getByText('No open reports'));

    // The Listings page finds it among the hidden ones, with the reason.
    await admin.page.getByRole('navigation', { name: 'Operations console' }).getByRole('link', { name: 'Listings' }).click();
    await admin.page.getByRole('searchbox', { name: 'Find a listing' }).fill(seller.email);
    await admin.page.getByRole('button', { name: 'Hidden', exact: true }).click();
    await expectVisible(admin.page.getByText(new RegExp(`Hidden by an operator .*: ${note}`)));
    await expectVisible(admin.page.getByRole('button', { name: `Restore listing #${listing.ticketListingId}` }));
    await expectAccessible(admin.page);
    await shot(admin.page, 'listings-1440');

    // The seller sees why in My Listings, and has it by e-mail.
    await openPage(sellerBrowser.page, `${origin}/profile`);
    const mine = sellerBrowser.page.getByRole('list', { name: 'My listings' });
    await expectVisible(mine.getByRole('alert').filter({ hasText: note }));
    await expectText(mine.getByRole('alert').filter({ hasText: note }), `Hidden from buyers by our team. Reason: ${note}`);
    await expectAccessible(sellerBrowser.page);
    await shot(sellerBrowser.page, 'my-listings-390');
    await mine.getByRole('article').filter({ has: sellerBrowser.page.getByRole('alert') }).screenshot({ path: '/tmp/moderation-my-listing-row-390.png' });
    const mail = await waitUntil(
      'the seller is mailed the reason',
      async () => (await readOutbox(origin)).find((m) => m.to === seller.email && m.subject === `Your listing for ${concert.concertName} is hidden`),
      (found) => found !== undefined,
    );
    expect(mail?.text).toContain(`Reason: ${note}`);

    // The buyer's next look at the event page: the listing is gone.
    await buyer.page.reload();
    await buyer.page.getByRole('heading', { name: concert.concertName, level: 1 }).waitFor();
    await expectNone(listingCard(buyer.page, listing));
    await expectAccessible(buyer.page);
  });
});
