import type { Browser } from 'playwright-core';
import { signInViaApi } from '../../../e2e/support/accounts';
import { expectAccessible } from '../../../e2e/support/axe';
import { expectValue } from '../../../e2e/support/expectPage';
import { newVisitor, openPage, withFailureScreenshots } from '../../../e2e/support/journey';
import { listingCardName } from '../../../e2e/support/listingCard';
import { concertListings } from '../../../e2e/support/seed';
import { needsTerms, TERMS } from '../../../e2e/support/sellTerms';
import { buildDemoForward } from '../../../src/server/mailbox/demoForward';
import { eventPath } from '../../../src/shared/slug';
import type { Cluster } from '../cluster';
import { deliverToMailbox, upcomingEventsOf, verificationMailbox } from '../mailboxDelivery';
import { verifiedSeller } from '../sellers';
import { shippedProvider } from '../../../src/server/mail/testing/shippedProviders';

/** Rupees as a reader in India expects them (Intl, not the app's own formatting). */
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

/**
 * Journey b: a verified seller, in the browser through nginx, starts selling on a BookMyShow event and presses
 * Verify; while it waits (in whichever API process nginx chose), the booking e-mail, DKIM-signed, is forwarded
 * over SMTP to the separate mailbox process; the wizard then shows the listed tickets, the seller prices them,
 * and the event page shows the listing.
 */
export async function listingJourney(cluster: Cluster, browser: Browser): Promise<string> {
  const [event] = await upcomingEventsOf(cluster, 'bookmyshow.com');
  const seller = await verifiedSeller(cluster, 'Lister');
  const mailbox = await verificationMailbox(cluster);
  const { context, page } = await newVisitor(browser);
  // At the booking's face value per ticket: within the price cap whatever the demo booking paid.
  let price = 0;
  try {
    await withFailureScreenshots('cluster-listing', () => [page], async () => {
      await signInViaApi(context, cluster.origin, seller.account.email, seller.account.password);
      await openPage(page, cluster.origin + eventPath(event.concertId, event.concertName));
      await page.getByRole('heading', { name: event.concertName, level: 1 }).waitFor();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Sell Tickets', exact: true }).click();
      const form = page.getByRole('form', { name: 'Event and sender email' });
      await form.getByRole('checkbox', { name: 'Same as registered email' }).check();
      await expectValue(form.getByLabel('Sender email'), seller.account.email);
      if (needsTerms(event)) await form.getByRole('checkbox', { name: TERMS }).check();
      await form.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Verify Ticket Ownership', level: 1 }).waitFor();
      await expectAccessible(page);

      await page.getByRole('button', { name: "I've forwarded the email", exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Have you forwarded the email correctly?' });
      await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByRole('dialog', { name: 'Checking your booking email' }).getByText('Waiting for your email…').waitFor();

      const forward = await buildDemoForward({ provider: shippedProvider('bookmyshow'), event, from: seller.account.email, to: mailbox });
      price = Math.floor(forward.booking.amountPaid / forward.booking.quantity);
      await deliverToMailbox(cluster, forward.raw, seller.account.email, mailbox);

      await page.getByRole('heading', { name: 'Your tickets are listed!', level: 1 }).waitFor({ timeout: 60_000 });
      const details = page.getByRole('form', { name: 'Ticket details' });
      await expectValue(details.getByLabel('Seat category'), forward.booking.seat);
      await details.getByLabel('Price per ticket (₹)').fill(String(price));
      await expectAccessible(page);
      await details.getByRole('button', { name: 'Save and view event', exact: true }).click();

      await page.waitForURL(cluster.origin + eventPath(event.concertId, event.concertName));
      await page
        .getByRole('list', { name: 'Ticket listings' })
        .getByRole('article', { name: listingCardName(forward.booking.quantity, forward.booking.seat), exact: true })
        .filter({ hasText: rupees(price) })
        .waitFor();
      await expectAccessible(page);
    });
  } finally {
    await context.close();
  }
  const listed = (await concertListings(cluster.origin, event.concertId)).content.filter((l) => l.seller.name === seller.account.name);
  if (listed.length !== 1 || listed[0].price !== price || listed[0].ticketStatus !== 'LISTED') {
    throw new Error(`the event's listings through nginx show ${JSON.stringify(listed)} for the seller, not one LISTED at ₹${price}`);
  }
  return `${seller.account.email}: booking forwarded to the mailbox process, verified, listed at ${rupees(price)} on "${event.concertName}"`;
}
