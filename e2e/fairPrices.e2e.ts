/**
 * Fair prices journey (issue 15): a buyer reads a listing's face value per ticket and its markup on the event page,
 * the seller reads the same in My Listings (the tooltip per ticket), at desktop (1440 px) and phone (390 px)
 * widths, both pages passing axe; the seller's form refuses a price above the cap before sending it.
 */
import type { Locator, Page } from 'playwright-core';
import type { TicketListing } from '../src/shared/entities';
import { eventPath } from '../src/shared/slug';
import { newAccount, signInViaApi, signUpViaApi } from './support/accounts';
import { expectAccessible, type Width } from './support/axe';
import { artifactPath } from './support/browser';
import { expectText } from './support/expectPage';
import { fullPageShot, openPage, withFailureScreenshots } from './support/journey';
import { concertListings, DEMO_SELLER_PASSWORD, DEMO_SELLERS, upcomingConcerts } from './support/seed';
import { journeySuite } from './support/journeySuite';

jest.setTimeout(300_000);

const suite = journeySuite();

/** Rupees as a reader in India expects them (Intl, not the app's code). */
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount)}`;

/** What the screen must say about a listing's price, worked out here from the API's numbers. */
function expectedFacts(listing: TicketListing) {
  const faceValue = (listing.verifiedAmountPaid as number) / (listing.verifiedTicketQuantity as number);
  const percent = Math.round(((listing.price - faceValue) / faceValue) * 100);
  return {
    faceValue,
    faceValueText: `Face value ${rupees(faceValue)} per ticket`,
    markup: percent === 0 ? 'At face value' : percent < 0 ? `${-percent}% below face value` : `+${percent}% over face value`,
    highest: Math.ceil((faceValue * 120) / 100),
  };
}

/** A demo seller's LISTED listing priced over its face value, on an event with listings below face value too. */
async function pickListing(): Promise<{ listing: TicketListing; seller: (typeof DEMO_SELLERS)[number] }> {
  const events = (await upcomingConcerts(suite.server.origin)).content;
  for (const event of events) {
    const listings = (await concertListings(suite.server.origin, event.concertId)).content.filter((l) => l.ticketStatus === 'LISTED');
    const over = listings.find((l) => l.verifiedAmountPaid !== null && l.price > l.verifiedAmountPaid / (l.verifiedTicketQuantity ?? 1));
    const seller = DEMO_SELLERS.find((s) => s.name === over?.seller.name);
    if (over && seller) return { listing: over, seller };
  }
  throw new Error('no demo listing priced over its face value');
}

function listingCard(page: Page, listing: TicketListing): Locator {
  const tickets = `${listing.quantity} ${listing.quantity === 1 ? 'ticket' : 'tickets'}`;
  return page
    .getByRole('list', { name: 'Ticket listings' })
    .getByRole('article', { name: `${tickets}, ${listing.verifiedSeat}`, exact: true })
    .filter({ hasText: rupees(listing.price) });
}

test.each<Width>([1440, 390])('face value and markup on the event page and in My Listings at %d px wide', async (width) => {
  const { listing, seller } = await pickListing();
  const facts = expectedFacts(listing);
  const buyer = await suite.visit(width);
  await signUpViaApi(buyer.context, suite.server.origin, newAccount('Buyer'));
  const sellerVisitor = await suite.visit(width);
  await signInViaApi(sellerVisitor.context, suite.server.origin, seller.email, DEMO_SELLER_PASSWORD);

  await withFailureScreenshots(`fair-prices-${width}`, () => [buyer.page, sellerVisitor.page], async () => {
    // The buyer's event page: the card says what a ticket cost and how far the price is from it.
    const { page } = buyer;
    await openPage(page, suite.server.origin + eventPath(listing.concert.concertId, listing.concert.concertName));
    const card = listingCard(page, listing);
    await card.getByText(facts.faceValueText, { exact: true }).waitFor();
    await card.getByText(facts.markup, { exact: true }).waitFor();
    expect(facts.markup).toMatch(/^\+\d+% over face value$/);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath(`fair-prices-card-${width}.png`) });
    // Every impact, at this test's own width (the other width is the other test).
    await expectAccessible(page, { impacts: 'all', widths: [width] });

    // The seller's My Listings: the same two facts, and the tooltip per ticket.
    const mine = sellerVisitor.page;
    await openPage(mine, suite.server.origin + '/profile');
    const row = mine
      .getByRole('region', { name: 'My Listings' })
      .getByRole('article', { name: listing.concert.concertName, exact: true })
      .filter({ hasText: `${rupees(Math.round(listing.price))} per ticket` });
    await row.getByText(facts.faceValueText, { exact: true }).waitFor();
    await row.getByText(facts.markup, { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Original price paid' }).hover();
    await expectText(mine.getByRole('tooltip'), new RegExp(`^Original price paid: ${rupees(facts.faceValue)} per ticket`));
    await row.scrollIntoViewIfNeeded();
    await mine.screenshot({ path: artifactPath(`fair-prices-my-listings-${width}.png`) });
    await expectAccessible(mine, { impacts: 'all', widths: [width] });
  });
});

test('the details form refuses a price above the cap, in the server’s words, before sending it', async () => {
  const { listing, seller } = await pickListing();
  const facts = expectedFacts(listing);
  const { page, context } = await suite.visit(1440);
  await signInViaApi(context, suite.server.origin, seller.email, DEMO_SELLER_PASSWORD);
  await withFailureScreenshots('fair-prices-form', () => [page], async () => {
    await openPage(page, suite.server.origin + '/profile');
    await page
      .getByRole('region', { name: 'My Listings' })
      .getByRole('article', { name: listing.concert.concertName, exact: true })
      .filter({ hasText: `${rupees(Math.round(listing.price))} per ticket` })
      .getByRole('button', { name: 'Edit listing' })
      .click();
    const form = page.getByRole('form', { name: 'Ticket details' });
    await form.getByText(facts.faceValueText, { exact: true }).waitFor();
    await form.getByText(`You can ask up to ${rupees(facts.highest)} per ticket (20% over face value).`).waitFor();
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await form.getByLabel('Price per ticket (₹)').fill('123456');
    await form.getByText(/^\+\d+% over face value$/).waitFor();
    await form.getByRole('button', { name: 'Save changes' }).click();
    const message = `The highest price you can ask is ${rupees(facts.highest)} per ticket: 20% over the face value of ${rupees(facts.faceValue)}.`;
    await form.getByText(message, { exact: true }).waitFor();
    expect(puts).toBe(0);
    await fullPageShot(page, 'fair-prices-form-refused.png');
    await expectAccessible(page, { impacts: 'all' });
    const after = (await concertListings(suite.server.origin, listing.concert.concertId)).content.find(
      (l) => l.ticketListingId === listing.ticketListingId,
    );
    expect(after?.price).toBe(listing.price);

    // The highest price itself is fine; with a new seat text, buyers still read the booking's.
    await form.getByText(`From the booking: ${listing.verifiedSeat}. Buyers see this too when you change the seat text.`).waitFor();
    await form.getByLabel('Price per ticket (₹)').fill(String(facts.highest));
    await form.getByLabel('Seat category').fill('Best seats in the house');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(suite.server.origin + '/profile');
    await openPage(page, suite.server.origin + eventPath(listing.concert.concertId, listing.concert.concertName));
    const card = listingCard(page, { ...listing, price: facts.highest, verifiedSeat: 'Best seats in the house' });
    await card.getByText(`From the booking: ${listing.verifiedSeat}`, { exact: true }).waitFor();
    await card.getByText('+20% over face value', { exact: true }).waitFor();
    await expectAccessible(page);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('fair-prices-edited-card.png') });
  });
});
