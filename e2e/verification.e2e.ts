/**
 * Ticket verification journey (issue 6): a new fan verifies e-mail and phone, opens a BookMyShow event,
 * starts selling with 'Same as registered email', forwards a signed booking e-mail (as `npm run
 * demo:forward` does) to the server's SMTP mailbox, verifies, prices and lists the tickets, and sees the
 * listing on the event page; a second attempt with the same booking, on a phone (390 px, the instructions in two
 * parts), is refused in 'Verification Failed', and so is a third at the desktop width. Every page and dialog on the
 * way passes axe at 1440 and 390 px (a dialog of the instructions step at the width it was opened at: changing the
 * layout changes the step beneath it). Before forwarding, the seller starts a Verify and cancels it during the wait
 * (issue #17): the step says so, and the cancelled wait takes nothing, or the forward that follows could not be
 * listed by the next Verify.
 */
import type { Page } from 'playwright-core';
import { createTransport } from 'nodemailer';
import { buildDemoForward, type DemoForward } from '../src/server/mailbox/demoForward';
import type { Concert } from '../src/shared/entities';
import { eventPath } from '../src/shared/slug';
import { csrfHeaders, newAccount, outboxCount, signUpViaApi, waitForCode, type TestAccount } from './support/accounts';
import { expectAccessible, VIEWPORTS, type Width } from './support/axe';
import { expectEnabled, expectText, expectValue } from './support/expectPage';
import { fullPageShot, openPage, withFailureScreenshots, type Visitor } from './support/journey';
import { needsTerms, TERMS } from './support/sellTerms';
import { journeySuite } from './support/journeySuite';
import { listingCardName } from './support/listingCard';
import { concertListings, upcomingConcerts } from './support/seed';
import { shippedProvider } from '../src/server/mail/testing/shippedProviders';

jest.setTimeout(300_000);

const suite = journeySuite();

/** Rupees as a reader in India expects them: the rupee sign, Indian digit grouping (Intl, not the app's code). */
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount)}`;

async function verificationMailbox(): Promise<string> {
  const response = await fetch(`${suite.server.origin}/api/verification-mailbox`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { address: string }).address;
}

/** What `npm run demo:forward` does: the forwarding message over SMTP to the server's mailbox. */
async function deliver(forward: DemoForward, from: string, to: string): Promise<void> {
  const transport = createTransport({ host: '127.0.0.1', port: suite.server.smtpPort, secure: false, ignoreTLS: true });
  try {
    const info = await transport.sendMail({ envelope: { from, to }, raw: forward.raw });
    expect(info.accepted).toEqual([to]);
  } finally {
    transport.close();
  }
}

/** E-mail and phone verified through the API, with codes read from the dev outbox. */
async function verifyAccount(visitor: Visitor, account: TestAccount): Promise<void> {
  const { context } = visitor;
  const headers = await csrfHeaders(context);
  const emailBefore = await outboxCount(suite.server.origin, 'email', account.email);
  const sentEmail = await context.request.post(`${suite.server.origin}/api/auth/resend-otp`, { headers });
  expect(sentEmail.status()).toBe(200);
  const emailCode = await waitForCode(suite.server.origin, 'email', account.email, emailBefore);
  const confirmed = await context.request.post(`${suite.server.origin}/api/auth/confirm-email?otp=${emailCode}`, { headers });
  expect(confirmed.status()).toBe(200);
  expect(((await confirmed.json()) as { user: { emailVerificationStatus: string } }).user.emailVerificationStatus).toBe('VERIFIED');

  const smsBefore = await outboxCount(suite.server.origin, 'sms', account.phoneNumber);
  const sentSms = await context.request.post(`${suite.server.origin}/api/phone-verification/send-otp`, { headers });
  expect(sentSms.status()).toBe(200);
  const { verificationId } = (await sentSms.json()) as { verificationId: string };
  const smsCode = await waitForCode(suite.server.origin, 'sms', account.phoneNumber, smsBefore);
  const phoneOk = await context.request.post(
    `${suite.server.origin}/api/phone-verification/verify-otp?code=${smsCode}&verificationId=${encodeURIComponent(verificationId)}`,
    { headers },
  );
  expect(phoneOk.status()).toBe(200);
  expect(((await phoneOk.json()) as { user: { phoneVerificationStatus: string } }).user.phoneVerificationStatus).toBe('VERIFIED');
}

async function openEventPage(page: Page, event: Concert): Promise<void> {
  await openPage(page, suite.server.origin + eventPath(event.concertId, event.concertName));
  await page.getByRole('heading', { name: event.concertName, level: 1 }).waitFor();
}

/**
 * From the event page: 'Sell Tickets', the first step with the registered e-mail, then the instructions (on a phone,
 * both parts), each judged by axe.
 */
async function startSellingToInstructions(page: Page, event: Concert, email: string, width: Width): Promise<void> {
  await page.getByRole('button', { name: 'Sell Tickets', exact: true }).click();
  await page.getByRole('heading', { name: 'List your Tickets', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Event and sender email' });
  await form.getByText(event.concertName).first().waitFor();
  // check() leaves a ticked box as it is, and otherwise ticks it and waits until it shows ticked.
  await form.getByRole('checkbox', { name: 'Same as registered email' }).check();
  await expectValue(form.getByLabel('Sender email'), email);
  if (needsTerms(event)) await form.getByRole('checkbox', { name: TERMS }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Continue', exact: true }).click();
  if (width === 1440) {
    await page.getByRole('heading', { name: 'Verify Ticket Ownership', level: 1 }).waitFor();
    await expectAccessible(page);
    return;
  }
  await page.getByRole('heading', { name: 'Forward Confirmation Email - Part 1', level: 1 }).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Forward Confirmation Email - Part 2', level: 1 }).waitFor();
  // At the desktop width both parts are one step, and back at the phone's it starts again from part 1.
  await expectAccessible(page, { widths: [390] });
}

/** Verify with nothing forwarded yet, then Cancel during the wait: the wizard stays on its step and says so. */
async function verifyThenCancel(page: Page): Promise<void> {
  await confirmAndVerify(page, 1440);
  const checking = page.getByRole('dialog', { name: 'Checking your booking email' });
  await checking.getByText('Waiting for your email…').waitFor();
  await checking.getByRole('button', { name: 'Cancel', exact: true }).click();
  await checking.waitFor({ state: 'hidden' });
  await expectText(page.getByRole('status').filter({ hasText: 'Verification cancelled' }), /Nothing was listed/);
  await expectEnabled(page.getByRole('button', { name: "I've forwarded the email", exact: true }));
}

/** 'I've forwarded the email' → the confirmation modal → Verify. */
async function confirmAndVerify(page: Page, width: Width): Promise<void> {
  await page.getByRole('button', { name: "I've forwarded the email", exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Have you forwarded the email correctly?' });
  await confirm.getByRole('button', { name: 'Verify', exact: true }).waitFor();
  await expectAccessible(page, { scope: '[role="dialog"]', widths: [width] });
  await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** The same booking forwarded and verified again: refused in 'Verification Failed', which then closes. */
async function expectRefusedAgain(page: Page, event: Concert, account: TestAccount, width: Width, deliverAgain: () => Promise<void>): Promise<void> {
  await page.setViewportSize(VIEWPORTS[width]);
  await openEventPage(page, event);
  await startSellingToInstructions(page, event, account.email, width);
  // Forwarded once the instructions show: mail from before them belongs to an earlier try.
  await deliverAgain();
  await confirmAndVerify(page, width);
  const failed = page.getByRole('dialog', { name: 'Verification Failed' });
  await failed.waitFor({ timeout: 90_000 });
  await failed.getByText(/already listed/).waitFor();
  await expectAccessible(page, { scope: '[role="dialog"]', widths: [width] });
  await fullPageShot(page, `verification-already-listed-${width}.png`);
  await failed.getByRole('button', { name: 'Got it', exact: true }).click();
  await failed.waitFor({ state: 'hidden' });
}

test('a new seller verifies a forwarded booking, lists it, and cannot list the same booking twice', async () => {
  const events = (await upcomingConcerts(suite.server.origin)).content;
  const event = events.find((e) => e.expectedDkimDomain === 'bookmyshow.com');
  if (!event) throw new Error('no upcoming bookmyshow.com event in the seeded catalogue');
  const mailbox = await verificationMailbox();

  const visitor = await suite.visit();
  const { page, context } = visitor;
  const account = newAccount('Seller');

  await withFailureScreenshots('verification', () => [page], async () => {
    await openPage(page, suite.server.origin + '/');
    await signUpViaApi(context, suite.server.origin, account);
    await verifyAccount(visitor, account);

    await openEventPage(page, event);
    await expectAccessible(page);
    await startSellingToInstructions(page, event, account.email, 1440);
    await verifyThenCancel(page);

    // The seller forwards the booking e-mail, addressed to and sent from their registered address.
    const forward = await buildDemoForward({ provider: shippedProvider('bookmyshow'), event, from: account.email, to: mailbox });
    await deliver(forward, account.email, mailbox);

    await confirmAndVerify(page, 1440);
    await page.getByRole('heading', { name: 'Your tickets are listed!', level: 1 }).waitFor({ timeout: 90_000 });
    const details = page.getByRole('form', { name: 'Ticket details' });
    await expectValue(details.getByLabel('Number of tickets'), String(forward.booking.quantity));
    await expectValue(details.getByLabel('Seat category'), forward.booking.seat);
    const price = 1234;
    await details.getByLabel('Price per ticket (₹)').fill(String(price));
    await expectAccessible(page);
    await fullPageShot(page, 'verification-listed.png');
    await details.getByRole('button', { name: 'Save and view event', exact: true }).click();

    // The event page, with the new listing and its price.
    await page.waitForURL(suite.server.origin + eventPath(event.concertId, event.concertName));
    const card = page
      .getByRole('list', { name: 'Ticket listings' })
      .getByRole('article', { name: listingCardName(forward.booking.quantity, forward.booking.seat), exact: true })
      .filter({ hasText: rupees(price) });
    await card.waitFor();
    expect(rupees(price)).toBe('₹1,234');
    const listed = (await concertListings(suite.server.origin, event.concertId)).content.filter(
      (l) => l.seller.name === account.name && l.ticketStatus === 'LISTED',
    );
    expect(listed).toHaveLength(1);
    expect(listed[0].price).toBe(price);
    await expectAccessible(page);
    await fullPageShot(page, 'verification-event-page.png');

    // The same booking e-mail forwarded again and the wizard run again is refused: on a phone, then on a laptop.
    await expectRefusedAgain(page, event, account, 390, () => deliver(forward, account.email, mailbox));
    await expectRefusedAgain(page, event, account, 1440, () => deliver(forward, account.email, mailbox));
    expect(
      (await concertListings(suite.server.origin, event.concertId)).content.filter((l) => l.seller.name === account.name),
    ).toHaveLength(1);
  });
});
