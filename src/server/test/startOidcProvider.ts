import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider will be. */
  signInNextAs(account: ProviderAccount): Promise<void>;
  /**
   * Follows the provider's redirects from the authorization URL, as a browser would, until it sends the
   * browser back to the app (starting with no provider cookies); returns that URL (the app's callback with code and state, or an error).
   */
  authorize(authUrl: string, redirectUri: string): Promise<URL>;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 20_000;

/** Starts oidc-provider (see oidcTestProvider.mjs) on loopback, registered with one confidential client. */
export async function startOidcProvider(redirectUri: string): Promise<OidcProvider> {
  const clientId = 'fan-tickets-test';
  const clientSecret = 'fan-tickets-test-client-secret';
  const child = spawn(process.execPath, [join(__dirname, 'oidcTestProvider.mjs')], {
    env: { ...process.env, CLIENT_ID: clientId, CLIENT_SECRET: clientSecret, REDIRECT_URI: redirectUri },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the OpenID provider did not start: ${stderr}`)), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited (${code}): ${stderr}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
  });

  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  return {
    issuer,
    clientId,
    clientSecret,
    async signInNextAs(account) {
      const response = await fetch(`${issuer}/test/next-account`, { method: 'POST', body: JSON.stringify(account) });
      if (response.status !== 204) throw new Error(`next-account: ${response.status}`);
    },
    async authorize(authUrl, redirect) {
      // A fresh browser each time: no provider session left from the last sign-in.
      jar.clear();
      let url = new URL(authUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.href.startsWith(redirect)) return url;
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
        remember(response);
        const location = response.headers.get('location');
        if (location === null) throw new Error(`the provider stopped at ${url.pathname} (${response.status}): ${await response.text()}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
