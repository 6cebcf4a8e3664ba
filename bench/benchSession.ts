import { newAccount } from '../e2e/support/accounts';

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
