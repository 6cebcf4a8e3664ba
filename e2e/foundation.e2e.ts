import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { artifactPath, launchBrowser } from './support/browser';
import { watchCspViolations } from './support/cspViolations';
import { expectCount, expectVisible } from './support/expectPage';
import { openPage, waitUntil } from './support/journey';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let csp: Awaited<ReturnType<typeof watchCspViolations>>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  csp = await watchCspViolations(page);
});

afterEach(async () => {
  // The security headers' Content-Security-Policy must let every page of the journey work as it is.
  expect(await csp.violations()).toEqual([]);
  await page.close();
});

test('the landing page renders with the header and the footer', async () => {
  await openPage(page, server.origin + '/');
  const header = page.getByRole('banner');
  await header.waitFor();
  await expectCount(header.getByRole('link', { name: 'Explore Events' }), 1);
  await expectVisible(header.getByText('List Tickets'));
  await expectCount(header.getByRole('button', { name: 'Sign In' }), 1);
  const footer = page.getByRole('contentinfo');
  await footer.waitFor();
  await expectCount(footer.getByRole('link', { name: 'Terms and Conditions' }), 1);
  await expectVisible(page.getByText('2000+'));
  await waitUntil('the header colour', () => header.evaluate((el) => getComputedStyle(el).backgroundColor), (colour) => colour === 'rgb(85, 20, 148)');
  await expectAccessible(page);
  await page.screenshot({ path: artifactPath('landing.png'), fullPage: true });
});

test('an unknown path ends at /', async () => {
  await openPage(page, server.origin + '/no/such/page');
  await page.waitForURL(server.origin + '/');
  await page.getByRole('banner').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a signed-in route visited signed out ends at /', async () => {
  for (const route of ['/profile', '/explore', '/sell-tickets', '/search?q=coldplay']) {
    await openPage(page, server.origin + route);
    await page.waitForURL(server.origin + '/');
    expect(new URL(page.url()).pathname).toBe('/');
  }
});
