/**
 * A sell flow with no rough edges, and sellers who see themselves (issue 42), at 1440 × 900 and at 390 × 844: a new
 * seller presses Continue on an empty first step and lands on the refused Event box; picks an event and stays on its
 * Remove; each step starts at the top with its heading focused, announced as 'Step n of m: …' and named in the tab;
 * after Verify the heading and the price are on screen and 'Additional details' is empty; a price over the cap puts
 * the price field in view, below the sticky header, focused. On the event page their listing says 'Your listing'
 * with Edit; My Listings shows the event's day, 'Listed' and the contacts; a buyer's contact dialog shows the number
 * the contact answered, with a WhatsApp link to it, and tells the seller's
 * record here. Every page and dialog on the way passes axe at both widths.
 */
import { createTransport } from 'nodemailer';
import type { Locator, Page } from 'playwright-core';
import { buildDemoForward } from '../src/server/mailbox/demoForward';
import type { Concert } from '../src/shared/entities';
import { formatEventDay, formatMonthYear } from '../src/shared/format';
import { formatPhone } from '../src/shared/phone';
import { eventPath } from '../src/shared/slug';
import { newAccount, signUpViaApi, type TestAccount } from './support/accounts';
import { expectAccessible, type Width } from './support/axe';
import { artifactPath } from './support/browser';
import { expectNone, expectText, expectValue, expectVisible } from './support/expectPage';
import { openPage, waitUntil, withFailureScreenshots } from './support/journey';
import { listingCardName } from './support/listingCard';
import { journeySuite } from './support/journeySuite';
import { needsTerms, TERMS } from './support/sellTerms';
import { upcomingConcerts } from './support/seed';
import { verifyContactsViaApi } from './support/verifiedSeller';
import { SHIPPED } from '../src/server/mail/testing/shippedProviders';

jest.setTimeout(400_000);

const suite = journeySuite();

async function forwardBooking(seller: TestAccount, event: Concert) {
  const provider = SHIPPED.find((p) => p.dkimDomains[0] === event.expectedDkimDomain);
  if (!provider) throw new Error(`no provider signs for ${event.expectedDkimDomain}`);
  const mailbox = ((await (await fetch(`${suite.server.origin}/api/verification-mailbox`)).json()) as { address: string }).address;
  const forward = await buildDemoForward({ provider, event, from: seller.email, to: mailbox });
  const transport = createTransport({ host: '127.0.0.1', port: suite.server.smtpPort, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: seller.email, to: mailbox }, raw: forward.raw });
  } finally {
    transport.close();
  }
  return forward.booking;
}

const expectFocused = (what: string, locator: Locator) =>
  waitUntil(`${what} focused`, () => locator.evaluate((element) => element === document.activeElement), (focused) => focused);

/** Wholly on screen and not under the sticky header. */
async function expectInView(page: Page, what: string, locator: Locator) {
  const header = page.getByRole('banner');
  await waitUntil(
    `${what} in view below the header`,
    async () => {
      const [box, bar] = await Promise.all([locator.boundingBox(), header.boundingBox()]);
      const height = page.viewportSize()?.height ?? 0;
      return box !== null && bar !== null && box.y >= bar.y + bar.height && box.y + box.height <= height;
    },
    (inView) => inView,
  );
}

/** The step's heading holds the focus, the live region says where the seller is, the tab names it, the page is at its top. */
async function expectStepArrived(page: Page, title: string, step: number, total: number) {
  const heading = page.getByRole('heading', { name: title, level: 1 });
  await expectFocused(`the heading '${title}'`, heading);
  await expectText(page.locator('[aria-live="polite"]').filter({ hasText: /^Step/ }), `Step ${step} of ${total}: ${title}`);
  await waitUntil('the tab title', () => page.title(), (text) => text === `${title} (step ${step} of ${total}) | FanTickets`);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

const shot = (page: Page, name: string, width: Width) => page.screenshot({ path: artifactPath(`sell-flow-${name}-${width}.png`) });

describe.each([1440, 390] as const)('selling at %i px', (width) => {
  it('moves the seller through the wizard step by step, and shows them their listing as theirs', async () => {
    const events = (await upcomingConcerts(suite.server.origin)).content;
    const event = events.find((e) => e.expectedDkimDomain === 'bookmyshow.com');
    if (!event) throw new Error('no upcoming bookmyshow.com event in the seeded catalogue');
    const total = width === 1440 ? 3 : 4;
    // Each width's seller asks a price of their own: both list the same booking layout for the same event.
    const asked = width === 1440 ? 11 : 12;
    const { context, page } = await suite.visit(width);
    const buyerVisit = await suite.visit(width);
    await withFailureScreenshots(`sell-flow-${width}`, () => [page, buyerVisit.page], async () => {
      const seller = newAccount('Seller');
      await openPage(page, suite.server.origin + '/');
      await signUpViaApi(context, suite.server.origin, seller);
      await verifyContactsViaApi(context, suite.server.origin, seller);

      // Step 1: an empty Continue lands on the refused Event box, in view.
      await openPage(page, `${suite.server.origin}/sell-tickets`);
      await page.getByRole('heading', { name: 'List your Tickets', level: 1 }).waitFor();
      await waitUntil('the tab title', () => page.title(), (text) => text === `List your Tickets (step 1 of ${total}) | FanTickets`);
      const form = page.getByRole('form', { name: 'Event and sender email' });
      await form.getByRole('button', { name: 'Continue', exact: true }).click();
      const box = form.getByRole('combobox', { name: 'Event' });
      await expectFocused('the refused Event box', box);
      await expectInView(page, 'the Event box', box);
      await expectAccessible(page);

      // Picking an event keeps the focus on its tile's Remove.
      await box.fill(event.concertName.slice(0, 8));
      await page.getByRole('option', { name: new RegExp(event.concertName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
      await expectFocused("the tile's Remove", form.getByRole('button', { name: `Remove ${event.concertName}` }));
      await form.getByRole('checkbox', { name: 'Same as registered email' }).check();
      await expectValue(form.getByLabel('Sender email'), seller.email);
      if (needsTerms(event)) await form.getByRole('checkbox', { name: TERMS }).check();
      await shot(page, 'step1', width);
      await form.getByRole('button', { name: 'Continue', exact: true }).click();

      // The instructions: each step at the top, its heading focused and announced.
      if (width === 1440) {
        await expectStepArrived(page, 'Verify Ticket Ownership', 2, total);
      } else {
        await expectStepArrived(page, 'Forward Confirmation Email - Part 1', 2, total);
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await expectStepArrived(page, 'Forward Confirmation Email - Part 2', 3, total);
      }
      await shot(page, 'instructions', width);
      await expectAccessible(page, { widths: [width] });

      const booking = await forwardBooking(seller, event);
      await page.getByRole('button', { name: "I've forwarded the email", exact: true }).click();
      await page.getByRole('dialog', { name: 'Have you forwarded the email correctly?' }).getByRole('button', { name: 'Verify', exact: true }).click();

      // Listed: the heading and the price field on screen, the details empty for the seller's own words.
      const listedHeading = page.getByRole('heading', { name: 'Your tickets are listed!', level: 1 });
      await listedHeading.waitFor({ timeout: 90_000 });
      await expectStepArrived(page, 'Your tickets are listed!', total, total);
      const details = page.getByRole('form', { name: 'Ticket details' });
      const price = details.getByLabel('Price per ticket (₹)');
      await expectInView(page, "'Your tickets are listed!'", listedHeading);
      await expectInView(page, 'the price field', price);
      await expectValue(details.getByLabel('Additional details'), '');
      await shot(page, 'listed', width);
      await expectAccessible(page);

      // A price over the cap: the price field comes into view below the header, focused, its refusal with it.
      await price.fill('10000000');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await details.getByRole('button', { name: 'Save and view event', exact: true }).click();
      await expectFocused('the refused price', price);
      await expectInView(page, 'the price field', price);
      await expectText(details.getByText(/The highest price you can ask is/), /per ticket/);
      await shot(page, 'price-refused', width);
      await expectAccessible(page, { widths: [width] });

      await price.fill(String(asked));
      await details.getByRole('button', { name: 'Save and view event', exact: true }).click();
      await page.waitForURL(suite.server.origin + eventPath(event.concertId, event.concertName));

      // On the event page their listing is theirs: 'Your listing' and Edit, no Contact Seller.
      const mine = page
        .getByRole('list', { name: 'Ticket listings' })
        .getByRole('article', { name: listingCardName(booking.quantity, booking.seat), exact: true })
        .filter({ hasText: 'Your listing' })
        .filter({ hasText: new RegExp(`₹${asked}\\s*per ticket`) });
      await expectVisible(mine);
      await expectNone(mine.getByRole('button', { name: 'Contact Seller' }));
      await mine.scrollIntoViewIfNeeded();
      await shot(page, 'own-listing', width);
      await expectAccessible(page);

      // A buyer's contact dialog tells who the seller is here.
      const buyer = newAccount('Buyer');
      await openPage(buyerVisit.page, suite.server.origin + '/');
      await signUpViaApi(buyerVisit.context, suite.server.origin, buyer);
      await openPage(buyerVisit.page, suite.server.origin + eventPath(event.concertId, event.concertName));
      const theirs = buyerVisit.page
        .getByRole('list', { name: 'Ticket listings' })
        .getByRole('article', { name: listingCardName(booking.quantity, booking.seat), exact: true })
        .filter({ hasText: new RegExp(`₹${asked}\\s*per ticket`) });
      await expectNone(theirs.getByText('Your listing'));
      await theirs.getByRole('button', { name: 'Contact Seller' }).click();
      const about = buyerVisit.page.getByRole('dialog', { name: 'Contact the seller' }).getByRole('region', { name: `About ${seller.name}` });
      for (const line of [`Member since ${formatMonthYear(new Date().toISOString())}`, 'No tickets sold on FanTickets yet', 'No meet-up checks yet']) {
        await expectVisible(about.getByRole('listitem').filter({ hasText: line }));
      }
      // The seller's number is the contact's answer (no listing carries it), and the WhatsApp link is built from it.
      const contactDialog = buyerVisit.page.getByRole('dialog', { name: 'Contact the seller' });
      await expectVisible(contactDialog.getByText(`Phone: ${formatPhone(seller.phoneNumber)}`, { exact: true }));
      const whatsApp = contactDialog.getByRole('link', { name: 'Message on WhatsApp' });
      await expectVisible(whatsApp);
      const toSeller = new RegExp(`^https://wa\\.me/91${seller.phoneNumber.slice(3)}\\?text=`);
      await waitUntil("the WhatsApp link to the seller's number", () => whatsApp.getAttribute('href'), (href) => href !== null && toSeller.test(href));
      await buyerVisit.page.screenshot({ path: artifactPath(`sell-flow-seller-card-${width}.png`) });
      await expectAccessible(buyerVisit.page, { scope: '[role="dialog"]' });

      // My Listings: the event's day, 'Listed', and the buyer's contact.
      await openPage(page, `${suite.server.origin}/profile`);
      const row = page.getByRole('list', { name: 'My listings' }).getByRole('article', { name: event.concertName, exact: true });
      await expectVisible(row.getByText(formatEventDay(event.concertDate), { exact: true }));
      await expectVisible(row.getByText('Listed', { exact: true }));
      await expectVisible(row.getByText('1 fan has contacted you'));
      await row.scrollIntoViewIfNeeded();
      await shot(page, 'my-listings', width);
      await expectAccessible(page);

      // Edit from the event page opens the details alone.
      await openPage(page, suite.server.origin + eventPath(event.concertId, event.concertName));
      await mine.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('heading', { name: 'Update your ticket details', level: 1 }).waitFor();
    });
  });
});
