import type { BrowserContext } from 'playwright-core';
import { csrfHeaders, outboxCount, waitForCode, type TestAccount } from './accounts';

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
