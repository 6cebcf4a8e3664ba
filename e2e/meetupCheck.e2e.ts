/**
 * Safe to meet (issue 19): on a phone (390 × 844), a signed-in buyer opens a listing's contact dialog, goes to
 * 'At the meet-up: check the ticket', types a wrong booking id and sees the red answer, then the right one (in
 * lower case, with spaces for dashes) and sees the green one; the dialog needs no scrolling; back on the event page
 * the listing says it was checked at one meet-up. The page and both dialogs, in each state, pass axe at 390 and 1440 px.
 */
import type { Page } from 'playwright-core';
import type { TicketListing } from '../src/shared/entities';
import { eventPath } from '../src/shared/slug';
import { newAccount, signUpViaApi } from './support/accounts';
import { verifyContactsViaApi } from './support/verifiedSeller';
import { expectAccessible } from './support/axe';
import { artifactPath } from './support/browser';
import { expectNone, expectText, expectVisible } from './support/expectPage';
import { openPage, waitUntil, withFailureScreenshots } from './support/journey';
import { journeySuite } from './support/journeySuite';
import { concertListings, upcomingConcerts } from './support/seed';

jest.setTimeout(300_000);

const suite = journeySuite();

const CHECK_TITLE = 'At the meet-up: check the ticket';
const GREEN = 'This is the verified booking';
const RED = 'This is not the booking we verified: do not pay';

/**
 * An upcoming event with a single listing, on sale: the demo seed gives the n-th listing of event c the booking id
 * DEMO-c-n (src/server/db/seed/demoListings.ts), so this one's is DEMO-c-1.
 */
async function listingWithKnownBooking(origin: string): Promise<{ listing: TicketListing; bookingId: string }> {
  const events = (await upcomingConcerts(origin)).content;
  for (const event of events) {
    const listings = (await concertListings(origin, event.concertId)).content;
    if (listings.length === 1 && listings[0].ticketStatus === 'LISTED') {
      return { listing: listings[0], bookingId: `DEMO-${event.concertId}-1` };
    }
  }
  throw new Error('the demo seed has no upcoming event with a single listing on sale');
}

/** Whether the dialog's content fits the screen without scrolling. */
const dialogFits = (page: Page) =>
  page.evaluate(() => {
    const paper = document.querySelector<HTMLElement>('[role="dialog"]');
    const content = paper?.querySelector<HTMLElement>('.MuiDialogContent-root');
    if (!paper || !content) return false;
    return content.scrollHeight <= content.clientHeight + 1 && paper.getBoundingClientRect().bottom <= window.innerHeight + 1;
  });

describe('meet-up check on a phone', () => {
  it('tells a buyer a wrong booking id in red and the right one in green, and counts the match', async () => {
    const { listing, bookingId } = await listingWithKnownBooking(suite.server.origin);
    const { context, page } = await suite.visit(390);
    await withFailureScreenshots('meetup-check', () => [page], async () => {
      const buyer = newAccount('Buyer');
      await signUpViaApi(context, suite.server.origin, buyer);
      // Only a buyer with a verified phone adds to 'Checked at N meet-ups'.
      await verifyContactsViaApi(context, suite.server.origin, buyer);
      await openPage(page, suite.server.origin + eventPath(listing.concert.concertId, listing.concert.concertName));
      const card = page.getByRole('list', { name: 'Ticket listings' }).getByRole('article');
      await expectVisible(card);
      await expectNone(card.getByText(/Checked at/));
      await expectAccessible(page);

      await card.getByRole('button', { name: 'Contact Seller' }).click();
      const contact = page.getByRole('dialog', { name: 'Contact the seller' });
      await expectVisible(contact.getByRole('button', { name: CHECK_TITLE }));
      await expectAccessible(page, { scope: '[role="dialog"]' });
      await contact.getByRole('button', { name: CHECK_TITLE }).click();
      const dialog = page.getByRole('dialog', { name: CHECK_TITLE });
      await expectVisible(dialog);
      await expectNone(contact);
      await expectAccessible(page, { scope: '[role="dialog"]' });

      const field = dialog.getByRole('textbox');
      const status = dialog.getByRole('status');
      await field.fill(`${bookingId.slice(0, -1)}9`);
      await dialog.getByRole('button', { name: 'Check', exact: true }).click();
      await expectText(status, new RegExp(`^${RED}`));
      await expectVisible(dialog.getByRole('button', { name: 'Tell us about it' }));
      await waitUntil('the red answer fits on the screen', () => dialogFits(page), (fits) => fits);
      await expectAccessible(page, { scope: '[role="dialog"]' });
      await page.screenshot({ path: artifactPath('meetup-check-390-mismatch.png') });

      await field.fill(bookingId.toLowerCase().replace(/-/g, ' '));
      await dialog.getByRole('button', { name: 'Check', exact: true }).click();
      await expectText(status, new RegExp(`^${GREEN}`));
      await expectNone(dialog.getByRole('button', { name: 'Tell us about it' }));
      await waitUntil('the green answer fits on the screen', () => dialogFits(page), (fits) => fits);
      await expectAccessible(page, { scope: '[role="dialog"]' });
      await page.screenshot({ path: artifactPath('meetup-check-390-match.png') });

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expectNone(dialog);
      await expectText(card.getByText(/Checked at/), 'Checked at 1 meet-up');
    });
  });
});
