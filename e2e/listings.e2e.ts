/**
 * Ticket listings journey (issue 5): a demo seller marks one of their listings sold from the profile and a
 * second fan sees 'SOLD OUT!!' on that event's page; the seller then lowers another listing's price below
 * the event's lowest and the event page (and the event card) show the new lowest price. Every page and dialog on the
 * way passes axe at 1440 and 390 px.
 */
import type { Locator, Page } from 'playwright-core';
import type { TicketListing } from '../src/shared/entities';
import { eventPath } from '../src/shared/slug';
import { newAccount, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expectDisabled, expectNone, expectValue } from './support/expectPage';
import {
  expectToast,
  fullPageShot,
  openPage,
  userMenuButton,
  waitUntil,
  withFailureScreenshots,
} from './support/journey';
import { concert, concertListings, DEMO_SELLER_PASSWORD, DEMO_SELLERS, myListings, upcomingConcerts } from './support/seed';
import { journeySuite } from './support/journeySuite';

jest.setTimeout(300_000);

const suite = journeySuite();

/** Rupees as a reader in India expects them: the rupee sign, Indian digit grouping (Intl, not the app's code). */
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount)}`;

/** A listing's card on the event page: SPEC §2 cards are named by quantity and seat, and show the price. */
function listingCard(page: Page, listing: TicketListing): Locator {
  const tickets = `${listing.quantity} ${listing.quantity === 1 ? 'ticket' : 'tickets'}`;
  return page
    .getByRole('list', { name: 'Ticket listings' })
    .getByRole('article', { name: `${tickets}, ${listing.verifiedSeat}`, exact: true })
    .filter({ hasText: rupees(listing.price) });
}

async function openEventPage(page: Page, concertId: number, concertName: string) {
  await openPage(page, suite.server.origin + eventPath(concertId, concertName));
  await page.getByRole('heading', { name: concertName, level: 1 }).waitFor();
  await page.getByRole('list', { name: 'Ticket listings' }).getByRole('article').first().waitFor();
}

/** The price on the first (cheapest) listing card. */
const firstCardPrice = async (page: Page) => {
  const text = await page.getByRole('list', { name: 'Ticket listings' }).getByRole('article').first().innerText();
  return /₹[\d,]+(\.\d+)?/.exec(text)?.[0] ?? text;
};

const metaDescription = (page: Page) =>
  page.evaluate(() => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '');

interface Plan {
  seller: (typeof DEMO_SELLERS)[number];
  toSell: TicketListing;
  toEdit: TicketListing;
  lowestBefore: number;
}

/**
 * From the public catalogue: a demo seller with a LISTED listing to sell, and another LISTED listing on a
 * different event that someone else undercuts, on an event whose lowest price is at least ₹1,100 (so the
 * new, lower price still shows digit grouping and moves this listing to the top).
 */
async function planJourney(): Promise<Plan> {
  const events = (await upcomingConcerts(suite.server.origin)).content;
  const listed = new Map<string, TicketListing[]>();
  const undercut = new Map<number, number>();
  for (const event of events) {
    const listings = (await concertListings(suite.server.origin, event.concertId)).content.filter((l) => l.ticketStatus === 'LISTED');
    if (listings.length === 0) continue;
    const lowest = Math.min(...listings.map((l) => l.price));
    expect(event.lowestTicketPrice).toBe(lowest);
    for (const listing of listings) {
      const name = listing.seller.name ?? '';
      listed.set(name, [...(listed.get(name) ?? []), listing]);
      if (listing.price > lowest && lowest >= 1100) undercut.set(listing.ticketListingId, lowest);
    }
  }
  for (const seller of DEMO_SELLERS) {
    const own = listed.get(seller.name) ?? [];
    const toEdit = own.find((l) => undercut.has(l.ticketListingId));
    const toSell = own.find((l) => toEdit && l.concert.concertId !== toEdit.concert.concertId);
    if (toEdit && toSell) return { seller, toSell, toEdit, lowestBefore: undercut.get(toEdit.ticketListingId) as number };
  }
  throw new Error('no demo seller has a listing to sell and an undercut listing to reprice');
}

test('a seller marks a listing sold and lowers a price; another fan sees both on the event page', async () => {
  const { seller, toSell, toEdit, lowestBefore } = await planJourney();
  const editEvent = toEdit.concert;
  // Lower than anything on that event, still four digits so the grouping shows: e.g. 1,149.
  const newPrice = lowestBefore - 51;
  const sellerVisitor = await suite.visit();
  const buyerVisitor = await suite.visit();
  const { page } = sellerVisitor;
  const buyerPage = buyerVisitor.page;
  const buyer = newAccount('Buyer');
  await signUpViaApi(buyerVisitor.context, suite.server.origin, buyer);

  await withFailureScreenshots('listings', () => [page, buyerPage], async () => {
    // The seller signs in through the modal.
    await openPage(page, suite.server.origin + '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    const signIn = page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(seller.email);
    await signIn.getByLabel('Password').fill(DEMO_SELLER_PASSWORD);
    await expectAccessible(page, { scope: '[role="dialog"]' });
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await userMenuButton(page, seller.name).waitFor();
    // Both listings are on the seller's first My Listings page (20 a page).
    const firstPage = (await myListings(sellerVisitor.context, suite.server.origin, 20)).content.map((l) => l.ticketListingId);
    expect(firstPage).toEqual(expect.arrayContaining([toSell.ticketListingId, toEdit.ticketListingId]));

    // Before: the buyer sees the listing on its event page, not sold.
    await openEventPage(buyerPage, toSell.concert.concertId, toSell.concert.concertName);
    await listingCard(buyerPage, toSell).waitFor();
    await expectNone(listingCard(buyerPage, toSell).getByText('SOLD OUT!!'));
    await expectAccessible(buyerPage);

    // The seller's profile, My Listings.
    await userMenuButton(page, seller.name).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL(suite.server.origin + '/profile');
    const myList = page.getByRole('region', { name: 'My Listings' }).getByRole('list', { name: 'My listings' });
    const sellRow = myList.getByRole('article', { name: toSell.concert.concertName, exact: true });
    await sellRow.waitFor();
    await sellRow.getByText(`${rupees(Math.round(toSell.price))} per ticket`).waitFor();
    await sellRow.getByText(`Quantity: ${toSell.quantity}`).waitFor();
    await expectAccessible(page);
    await fullPageShot(page, 'listings-my-listings.png');

    // Mark it sold: 'Sold on FanTickets' → Confirm.
    await sellRow.getByRole('button', { name: 'Mark as Sold' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as Sold' });
    await dialog.getByText("We are glad you've sold them! Where did you sell them?").waitFor();
    await expectAccessible(page, { scope: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Sold on FanTickets' }).click();
    await dialog.getByText('Are you sure you want to mark these tickets as sold? This action cannot be undone.').waitFor();
    await expectAccessible(page, { scope: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Tickets marked as sold');
    await dialog.waitFor({ state: 'hidden' });
    // My Listings follows without a reload: the row is sold and offers nothing more.
    await sellRow.getByText('Sold', { exact: true }).waitFor();
    await expectNone(sellRow.getByRole('button', { name: 'Mark as Sold' }));
    await expectNone(sellRow.getByRole('button', { name: 'Edit listing' }));

    // The buyer, in their own suite.browser, reloads the event page: the listing is under 'SOLD OUT!!'.
    await openEventPage(buyerPage, toSell.concert.concertId, toSell.concert.concertName);
    const soldCard = listingCard(buyerPage, toSell);
    await soldCard.getByText('SOLD OUT!!').waitFor();
    await expectDisabled(soldCard.getByRole('button', { name: 'Contact Seller' }));
    await expectAccessible(buyerPage);
    await fullPageShot(buyerPage, 'listings-sold-out.png');

    // Before the edit, the other event leads with someone else's cheaper listing.
    await openEventPage(buyerPage, editEvent.concertId, editEvent.concertName);
    await waitUntil('the cheapest listing before the edit', () => firstCardPrice(buyerPage), (text) => text === rupees(lowestBefore));
    await listingCard(buyerPage, toEdit).waitFor();

    // The seller edits another listing's price from My Listings.
    const editRow = myList.getByRole('article', { name: editEvent.concertName, exact: true });
    await editRow.getByRole('button', { name: 'Edit listing' }).click();
    await page.waitForURL((url) => url.pathname === '/sell-tickets');
    await page.getByRole('heading', { name: 'Update your ticket details', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Ticket details' });
    const price = form.getByLabel('Price per ticket (₹)');
    await expectValue(price, String(toEdit.price));
    await expectValue(form.getByLabel('Number of tickets'), String(toEdit.quantity));
    await expectValue(form.getByLabel('Seat category'), toEdit.verifiedSeat);
    await expectAccessible(page);
    await price.fill(String(newPrice));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Ticket listing updated successfully');
    // Then back where the seller came from, with the row showing the new price.
    await page.waitForURL(suite.server.origin + '/profile');
    await editRow.getByText(`${rupees(newPrice)} per ticket`).waitFor();

    // The event page now leads with the new lowest price, and its description says so.
    await openEventPage(buyerPage, editEvent.concertId, editEvent.concertName);
    await waitUntil('the cheapest listing on the event page', () => firstCardPrice(buyerPage), (text) => text === rupees(newPrice));
    const edited = { ...toEdit, price: newPrice };
    await listingCard(buyerPage, edited).waitFor();
    await waitUntil(
      'the event page description',
      () => metaDescription(buyerPage),
      (description) => description.includes(`from ${rupees(newPrice)}.`),
    );
    await fullPageShot(buyerPage, 'listings-new-lowest-price.png');

    // The server's figure and the event card (Recently Viewed on the buyer's home page) agree.
    expect((await concert(suite.server.origin, editEvent.concertId)).lowestTicketPrice).toBe(newPrice);
    expect((await concertListings(suite.server.origin, editEvent.concertId)).content[0].price).toBe(newPrice);
    await buyerPage.getByRole('banner').getByRole('link', { name: 'FanTickets home' }).click();
    const viewedCard = buyerPage
      .getByRole('group', { name: 'Recently Viewed' })
      .getByRole('article')
      .filter({ has: buyerPage.getByRole('heading', { name: editEvent.concertName, exact: true, level: 3 }) });
    await viewedCard.getByText(`From ${rupees(newPrice)}`, { exact: true }).waitFor();
    await expectAccessible(buyerPage);
  });
});
