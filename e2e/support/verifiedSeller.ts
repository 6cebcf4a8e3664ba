import { createTransport } from 'nodemailer';
import type { BrowserContext } from 'playwright-core';
import { buildDemoForward } from '../../src/server/mailbox/demoForward';
import type { Concert, TicketListing, User } from '../../src/shared/entities';
import { csrfHeaders, outboxCount, waitForCode, type TestAccount } from './accounts';
import type { RunningServer } from './server';
import { SHIPPED } from '../../src/server/mail/testing/shippedProviders';

async function expectStatus(response: { status(): number; text(): Promise<string> }, status: number, what: string): Promise<void> {
  if (response.status() !== status) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
}

/** E-mail and phone verified through the API, with the codes read from the dev outbox: past the selling gate. */
export async function verifyContactsViaApi(context: BrowserContext, origin: string, account: TestAccount): Promise<void> {
  const headers = await csrfHeaders(context);
  const emailBefore = await outboxCount(origin, 'email', account.email);
  await expectStatus(await context.request.post(`${origin}/api/auth/resend-otp`, { headers }), 200, 'resend-otp');
  const emailCode = await waitForCode(origin, 'email', account.email, emailBefore);
  await expectStatus(await context.request.post(`${origin}/api/auth/confirm-email?otp=${emailCode}`, { headers }), 200, 'confirm-email');

  const smsBefore = await outboxCount(origin, 'sms', account.phoneNumber);
  const sent = await context.request.post(`${origin}/api/phone-verification/send-otp`, { headers });
  await expectStatus(sent, 200, 'phone send-otp');
  const { verificationId } = (await sent.json()) as { verificationId: string };
  const smsCode = await waitForCode(origin, 'sms', account.phoneNumber, smsBefore);
  const verified = await context.request.post(
    `${origin}/api/phone-verification/verify-otp?code=${smsCode}&verificationId=${encodeURIComponent(verificationId)}`,
    { headers },
  );
  await expectStatus(verified, 200, 'phone verify-otp');
}

/**
 * A listing made as a seller makes one: the booking e-mail forwarded over SMTP to the server's mailbox (as `npm run
 * demo:forward` does), then create-from-verified-email. The seller's contacts must be verified (verifyContactsViaApi).
 */
export async function listBookingViaApi(context: BrowserContext, server: RunningServer, seller: TestAccount, event: Concert): Promise<TicketListing> {
  const provider = SHIPPED.find((p) => p.dkimDomains[0] === event.expectedDkimDomain);
  if (!provider) throw new Error(`no provider signs for ${event.expectedDkimDomain}`);
  const mailbox = ((await (await fetch(`${server.origin}/api/verification-mailbox`)).json()) as { address: string }).address;
  const forward = await buildDemoForward({ provider, event, from: seller.email, to: mailbox });
  const transport = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: seller.email, to: mailbox }, raw: forward.raw });
  } finally {
    transport.close();
  }
  const me = await context.request.get(`${server.origin}/api/users/me`);
  await expectStatus(me, 200, 'GET /api/users/me');
  const query = new URLSearchParams({
    userId: String(((await me.json()) as User).id),
    concertId: String(event.concertId),
    senderEmail: seller.email,
    expectedDkimDomain: event.expectedDkimDomain,
  });
  const created = await context.request.post(`${server.origin}/api/create-from-verified-email?${query}`, {
    headers: await csrfHeaders(context),
    timeout: 120_000,
  });
  await expectStatus(created, 201, 'create-from-verified-email');
  return (await created.json()) as TicketListing;
}

/**
 * The sell wizard's details step, saved as the browser saves it: the listing's price stands from here, and a new
 * listing alerts its event's fans now rather than after the grace period.
 */
export async function saveDetailsViaApi(context: BrowserContext, server: RunningServer, listing: TicketListing, price: number): Promise<TicketListing> {
  const saved = await context.request.put(`${server.origin}/api/ticketListing/${listing.ticketListingId}`, {
    headers: await csrfHeaders(context),
    data: { quantity: listing.quantity, price, verifiedSeat: listing.verifiedSeat, negotiable: false, wantsExchange: false },
  });
  await expectStatus(saved, 200, 'PUT /api/ticketListing/{id}');
  return (await saved.json()) as TicketListing;
}
