import type { BrowserContext, Page } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/shared/apiContract';

export interface TestAccount {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
}

let counter = 0;

/** A new account's details, unique per call (lower-case e-mail, an Indian mobile number). */
export function newAccount(label = 'Fan'): TestAccount {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    name: `${label} Tester ${counter}`,
    email: `${label.toLowerCase()}.${stamp}@e2e.example.com`,
    phoneNumber: `+9198${digits}`,
    password: 'journey-pass-2026',
  };
}

/** The header a non-GET call needs: the csrf-token cookie's value (double submit). */
export async function csrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === CSRF_COOKIE);
  if (!cookie) throw new Error(`no ${CSRF_COOKIE} cookie in the browser context`);
  return { [CSRF_HEADER]: cookie.value };
}

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string): Promise<void> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
}

/** Signs up through the API; the session cookies land in the context, so its pages are signed in. */
export async function signUpViaApi(context: BrowserContext, origin: string, account: TestAccount): Promise<void> {
  const response = await context.request.post(`${origin}/auth/signup`, {
    data: { name: account.name, email: account.email, password: account.password, phoneNumber: account.phoneNumber },
  });
  await expectOk(response, 'POST /auth/signup');
}

/** Signs in through the API (e.g. a demo seller); the session cookies land in the context. */
export async function signInViaApi(context: BrowserContext, origin: string, email: string, password: string): Promise<void> {
  const response = await context.request.post(`${origin}/auth/signin`, { data: { email, password } });
  await expectOk(response, 'POST /auth/signin');
}

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  /** Headers beyond the usual ones (List-Unsubscribe on an alert e-mail), or null. */
  headers: Record<string, string> | null;
  createdAt: string;
}

/** What the server's dev outbox holds, newest first. */
export async function readOutbox(origin: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${origin}/dev/outbox?format=json`);
  if (!response.ok) throw new Error(`GET /dev/outbox?format=json answered ${response.status}`);
  return (await response.json()) as OutboxEntry[];
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

function isFor(entry: OutboxEntry, channel: 'email' | 'sms', to: string): boolean {
  if (entry.channel !== channel) return false;
  if (channel === 'email') return entry.to.trim().toLowerCase() === to.trim().toLowerCase();
  // A phone number may be stored with or without its country code.
  const wanted = digitsOf(to).slice(-10);
  return digitsOf(entry.to).endsWith(wanted);
}

/** How many messages of a channel the outbox holds for one recipient (take it before triggering a send). */
export async function outboxCount(origin: string, channel: 'email' | 'sms', to: string): Promise<number> {
  return (await readOutbox(origin)).filter((entry) => isFor(entry, channel, to)).length;
}

/**
 * Waits for a new one-time code to the recipient (more than `seenBefore` messages) and returns it:
 * 6 digits by e-mail, 4 by SMS, taken from the newest message.
 */
export async function waitForCode(
  origin: string,
  channel: 'email' | 'sms',
  to: string,
  seenBefore = 0,
  timeoutMs = 30_000,
): Promise<string> {
  const length = channel === 'email' ? 6 : 4;
  const pattern = new RegExp(`(?<!\\d)(\\d{${length}})(?!\\d)`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = (await readOutbox(origin)).filter((entry) => isFor(entry, channel, to));
    if (mine.length > seenBefore) {
      const newest = mine[0];
      const match = pattern.exec(`${newest.subject ?? ''}\n${newest.text}`);
      if (!match) throw new Error(`no ${length}-digit code in the ${channel} to ${to}: ${JSON.stringify(newest)}`);
      return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no new ${channel} to ${to} in the dev outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Signs `account` up in the sign-in dialog from the header's Sign In, as a new fan does; `filled` runs once the
 * form is filled in, before it is sent (an axe check, say).
 */
export async function signUpInDialog(page: Page, account: TestAccount, filled?: () => Promise<void>): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const form = dialog.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Phone Number').fill(account.phoneNumber);
  await form.getByLabel('Password').fill(account.password);
  await filled?.();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
