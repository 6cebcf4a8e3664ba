import { newAccount, signUpViaApi } from '../e2e/support/accounts';
import { launchBrowser } from '../e2e/support/browser';
import { verifyContactsViaApi } from '../e2e/support/verifiedSeller';

export interface SessionCookie {
  name: string;
  value: string;
}

/** A new fan signed up through the API: the session cookies it was given, for a browser to send. */
export async function signedUpCookies(origin: string): Promise<SessionCookie[]> {
  const { name, email, password, phoneNumber } = newAccount('Bench');
  const response = await fetch(`${origin}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password, phoneNumber }),
  });
  if (!response.ok) throw new Error(`POST /auth/signup answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
}

export const cookieHeader = (cookies: SessionCookie[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * A new fan whose e-mail and phone are verified, as the selling gate asks (SPEC §4): its session cookies. Signs up
 * and verifies in a throwaway browser context, with the codes from the server's dev outbox (e2e/support).
 */
export async function verifiedSellerCookies(origin: string): Promise<SessionCookie[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const account = newAccount('BenchSeller');
    await signUpViaApi(context, origin, account);
    await verifyContactsViaApi(context, origin, account);
    return (await context.cookies(origin)).map(({ name, value }) => ({ name, value }));
  } finally {
    await browser.close();
  }
}
