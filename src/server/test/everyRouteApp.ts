import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeCollector, type AppRoute } from './routeTable';
import { startOidcProvider } from './startOidcProvider';
import { buildTestApp, type TestApp } from './testApp';

const PUBLIC_URL = 'http://localhost:8080';

/**
 * The app with every route able to answer for real, for the tests that walk them all: a built SPA (one
 * index.html), Google sign-in against a local OpenID provider, and create-from-verified-email giving up
 * at once on the seller's e-mail (which never comes here). `routes` lists what the app registered.
 */
export async function everyRouteApp(): Promise<TestApp & { routes: AppRoute[] }> {
  const collected = routeCollector();
  const provider = await startOidcProvider(`${PUBLIC_URL}/auth/google/callback`);
  const staticDir = await mkdtemp(join(tmpdir(), 'spa-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const t = await buildTestApp({
    staticDir,
    onRoute: collected.onRoute,
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      MAILBOX_WAIT_MS: '1',
    },
  });
  return {
    ...t,
    routes: collected.routes,
    async close() {
      await t.close();
      await provider.close();
      await rm(staticDir, { recursive: true, force: true });
    },
  };
}
