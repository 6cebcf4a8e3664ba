/**
 * Server rendering (issue 8): the catalogue pages arrive rendered with their data, read without JavaScript, and
 * the app takes them over in the browser without a second fetch of what the page already holds and without a
 * hydration error. The pages and dialogs pass axe at 1440 and 390 px (judged once the app runs: axe is a script,
 * and the markup without JavaScript is the same).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { EVENT_NOT_FOUND_META, eventMeta, EXPLORE_META, HOME_META, LOGIN_META, PROFILE_META, TERMS_META } from '../src/shared/pageMeta';
import { eventPath } from '../src/shared/slug';
import { WELCOME_MESSAGE } from '../src/client/app/brand';
import { newAccount, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/cspViolations';
import { expectCount, expectText, expectValue, expectVisible } from './support/expectPage';
import { openPage, waitUntil, withFailureScreenshots } from './support/journey';
import { concert, upcomingConcerts } from './support/seed';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  await signUpViaApi(context, server.origin, newAccount('Reader'));
  return context;
}

/** The document's title, once it reads `title` (without JavaScript: what the server sent). */
function expectTitle(page: Page, title: string): Promise<void> {
  return waitUntil('document title', () => page.title(), (seen) => seen === title).then(() => undefined);
}

/** Console errors and uncaught exceptions: React reports a markup mismatch as a console error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds the app's entry script back until the returned function is called: a phone still downloading the app. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('without JavaScript, the landing page, explore, an event page and the profile show their content', async () => {
  const context = await signedInContext(false);
  const page = await context.newPage();
  await withFailureScreenshots('server-render-no-js', () => [page], async () => {
    const { content: [first] } = await upcomingConcerts(server.origin, {}, 1);
    const event = await concert(server.origin, first.concertId);

    await page.goto(server.origin + '/');
    await expectText(page.getByRole('heading', { level: 1 }), 'Buy and sell tickets with real fans');
    await expectTitle(page, HOME_META.title);

    await page.goto(server.origin + '/explore');
    await expectCount(page.getByRole('heading', { name: 'Upcoming Events', level: 1 }), 1);
    await expectVisible(page.getByRole('heading', { name: event.concertName, level: 3 }));
    await expectTitle(page, EXPLORE_META.title);

    await page.goto(server.origin + eventPath(event.concertId, event.concertName));
    await expectCount(page.getByRole('heading', { name: event.concertName, level: 1 }), 1);
    await expectCount(page.getByRole('heading', { name: 'Verified Listings' }), 1);
    await expectTitle(page, eventMeta(event).title);

    await page.goto(server.origin + '/profile');
    await expectText(page.getByRole('heading', { level: 1 }), 'My Profile');
    await expectVisible(page.getByRole('heading', { name: 'Account Details' }));
    await expectTitle(page, PROFILE_META.title);
  });
  await context.close();
});

test('the app takes over a rendered page without refetching its data or a hydration error', async () => {
  const context = await signedInContext(true);
  const page = await context.newPage();
  const csp = await watchCspViolations(page);
  const errors = watchErrors(page);
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/auth/')) apiReads.push(pathname);
  });
  await withFailureScreenshots('server-render-hydration', () => [page], async () => {
    const { content: [first] } = await upcomingConcerts(server.origin, {}, 1);
    const event = await concert(server.origin, first.concertId);

    await openPage(page, server.origin + '/explore');
    await page.getByRole('heading', { name: event.concertName, level: 3 }).first().waitFor();
    // The session, the first page of events and the categories came with the page.
    expect(apiReads.filter((path) => path === '/auth/session' || path === '/api/concerts' || path === '/api/category')).toEqual([]);
    await expectAccessible(page);

    // The rendered card is now the app's: a click navigates in the page.
    await page.getByRole('heading', { name: event.concertName, level: 3 }).first().click();
    await page.getByRole('heading', { name: event.concertName, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(eventPath(event.concertId, event.concertName));
    // Navigated in the page, the title follows.
    await expectTitle(page, eventMeta(event).title);
    await page.getByRole('list', { name: 'Ticket listings' }).or(page.getByText('No ticket listings found')).first().waitFor();
    await expectAccessible(page);

    for (const [path, title] of [
      ['/', HOME_META.title],
      ['/terms', TERMS_META.title],
      [eventPath(event.concertId, event.concertName), eventMeta(event).title],
    ]) {
      await openPage(page, server.origin + path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectTitle(page, title);
      if (path === '/' || path === '/terms') await expectAccessible(page);
    }

    // The profile arrives with the fan's details and listings: nothing is read again as the app takes it over.
    // Leaving the event page first: a part of it that hydrates late may still be asking for its own data.
    await page.goto('about:blank');
    apiReads.length = 0;
    await openPage(page, server.origin + '/profile');
    await expectText(page.getByRole('heading', { level: 1 }), 'My Profile');
    await expectTitle(page, PROFILE_META.title);
    await expectVisible(page.getByRole('heading', { name: 'My Listings' }));
    await expectAccessible(page);
    expect(apiReads).toEqual([]);
    expect(errors).toEqual([]);
    expect(await csp.violations()).toEqual([]);
  });
  await context.close();
});

test('the sign-in page arrives drawn for a visitor, and its form signs in once the app has taken it over', async () => {
  const account = newAccount('Returning');
  const setup = await browser.newContext();
  await signUpViaApi(setup, server.origin, account);
  await setup.close();

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const plain = await withoutScripts.newPage();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await withFailureScreenshots('server-render-login', () => [plain, page], async () => {
    await plain.goto(server.origin + '/login');
    await expectText(plain.getByRole('heading', { level: 1 }), 'Sign In');
    await expectVisible(plain.getByRole('form', { name: 'Sign in' }).getByLabel('Password'));
    await expectTitle(plain, LOGIN_META.title);

    // A phone still fetching the app: the fan types into the drawn form before the app has taken it over.
    const releaseApp = await holdAppScript(page);
    await page.goto(server.origin + '/login?redirect=%2Fprofile', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    releaseApp();
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    // What was typed is still there, and it is what the form signs in with.
    await expectValue(form.getByLabel('Email'), account.email);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Signed in through the rendered form, the page moves on to where the link said.
    await waitUntil('the profile page', () => Promise.resolve(new URL(page.url()).pathname), (path) => path === '/profile');
    await expectText(page.getByRole('heading', { level: 1 }), 'My Profile');
    await expectVisible(page.getByRole('main').getByText(account.name, { exact: true }).first());
    expect(errors).toEqual([]);

    // Signed in, /login is left to the browser, which moves the fan on.
    await page.goto(server.origin + '/login');
    await waitUntil('home', () => Promise.resolve(new URL(page.url()).pathname), (path) => path === '/');
  });
  await withoutScripts.close();
  await context.close();
});

test('a search typed into the drawn landing page before the app arrives is kept and searched', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await withFailureScreenshots('server-render-typed-search', () => [page], async () => {
    const { content: [first] } = await upcomingConcerts(server.origin, {}, 1);
    const word = first.concertName.split(' ')[0];
    const releaseApp = await holdAppScript(page);
    await page.goto(server.origin + '/', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search events' });
    await box.fill(word);
    releaseApp();
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    await expectValue(box, word);
    await expectVisible(page.getByRole('option', { name: new RegExp(first.concertName) }).first());
    expect(errors).toEqual([]);
  });
  await context.close();
});

test("a page the browser draws itself shows the welcome loader before any of the app's code has run", async () => {
  const context = await signedInContext(true);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await withFailureScreenshots('server-render-first-paint-loader', () => [page], async () => {
    const releaseApp = await holdAppScript(page);
    // The sell wizard is drawn by the browser; a fan whose contacts are not verified yet is sent on to the profile.
    // Deferred scripts hold DOMContentLoaded back: the page is read as soon as it arrives.
    await page.goto(server.origin + '/sell-tickets', { waitUntil: 'commit' });
    const firstPaintLoader = page.locator('#first-paint-loader');
    await expectText(firstPaintLoader.getByRole('paragraph'), WELCOME_MESSAGE);
    await expectVisible(firstPaintLoader);
    await expectAccessible(page);
    releaseApp();
    await firstPaintLoader.waitFor({ state: 'detached' });
    await expectText(page.getByRole('heading', { level: 1 }), 'My Profile');
    expect(errors).toEqual([]);

    // A page the server draws arrives with its content, not the loader.
    await page.unrouteAll();
    await page.goto(server.origin + '/explore', { waitUntil: 'domcontentloaded' });
    await expectText(page.getByRole('heading', { level: 1 }), 'Upcoming Events');
    await expectCount(firstPaintLoader, 0);
  });
  await context.close();
});

test("a link-preview crawler, never signed in, reads an event's own title, description and 1200×630 picture", async () => {
  const context = await browser.newContext();
  const { content: [first] } = await upcomingConcerts(server.origin, {}, 1);
  const event = await concert(server.origin, first.concertId);
  const response = await context.request.get(server.origin + eventPath(event.concertId, 'shared-long-ago'), {
    headers: { 'User-Agent': 'WhatsApp/2.24.1.0 A' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const content = (key: string) => [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);
  const { title, description } = eventMeta(event);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${escape(title)}</title>`]);
  // index.html's own description (minified, unquoted) gave way to the event's.
  expect(html.match(/<meta [^>]*name="?description"?[^>]*>/g)).toEqual([`<meta name="description" content="${escape(description)}">`]);
  expect(content('og:title')).toEqual([escape(title)]);
  // Absolute addresses on PUBLIC_URL (here the default, http://localhost:<port>), whatever slug the link carried.
  expect(content('og:url').map((url) => new URL(url).pathname)).toEqual([eventPath(event.concertId, event.concertName)]);
  expect(content('twitter:card')).toEqual(['summary_large_image']);
  const [image] = content('og:image');
  const picture = await context.request.get(server.origin + new URL(image).pathname);
  expect(picture.headers()['content-type']).toBe('image/png');
  const bytes = await picture.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

  const missing = await context.request.get(server.origin + '/events/gone/999999');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(`<title>${escape(EVENT_NOT_FOUND_META.title)}</title>`);
  await context.close();
});

test("a phone gets its own store picked by the server, and the app agrees; the code itself is not drawn on a phone", async () => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await withFailureScreenshots('server-render-phone', () => [page], async () => {
    const response = await page.request.get(server.origin + '/', { headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } });
    expect(await response.text()).toMatch(/aria-pressed="true"[^>]*>Google Play/);
    await openPage(page, server.origin + '/');
    // A phone cannot scan its own screen: the code and its store picker are left out there (issue 42).
    await expectCount(page.getByRole('button', { name: 'Google Play', pressed: true, includeHidden: true }), 1);
    await page.getByRole('img', { name: 'QR code for Google Play' }).waitFor({ state: 'hidden' });
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
  await context.close();
});

test("a rendered page is painted before any of the app's code is fetched; the app takes it over, loads a page's code on hover and opens it at its top", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await withFailureScreenshots('server-render-paint-first', () => [page], async () => {
    await openPage(page, server.origin + '/');
    const timing = await page.evaluate(() => {
      // When the rendering update that painted the content ended (paintTime); its presentation on screen (startTime)
      // may come a frame later.
      const entry = performance.getEntriesByName('first-contentful-paint')[0] as (PerformanceEntry & { paintTime?: number }) | undefined;
      const paint = entry?.paintTime ?? entry?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
      return { paint, scripts };
    });
    const appScripts = timing.scripts.filter((script) => !script.name.startsWith('/pageLoader.'));
    expect(timing.scripts.some((script) => script.name.startsWith('/pageLoader.'))).toBe(true);
    expect(appScripts.map((script) => script.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]));
    for (const script of appScripts) expect(script.startTime).toBeGreaterThanOrEqual(timing.paint);
    // A page's code loads when a link to it is hovered, before any click.
    const termsCode = page.waitForRequest((request) => /\/route-terms\.[0-9a-f]+\.js$/.test(request.url()));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).hover();
    await termsCode;
    // Followed from the footer, the page opens at its top, not scrolled down to where the footer was.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }).waitFor();
    await waitUntil('the terms page scrolled to its top', () => page.evaluate(() => window.scrollY), (y) => y === 0);

    // Taken over: the header's Explore link, for a visitor not signed in, opens the app's sign-in dialog in the page
    // (a marker on window survives) rather than loading another one.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Explore Events' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expectAccessible(page, { scope: '[role="dialog"]' });
    expect(errors).toEqual([]);
  });
  await context.close();
});

test("a first visitor's welcome hint stays beneath a dialog instead of covering its buttons", async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  await withFailureScreenshots('welcome-hint-under-dialog', () => [page], async () => {
    await openPage(page, server.origin + '/');
    await page.getByRole('heading', { name: /How it works in 4 steps/ }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign In' }).waitFor();
    // What a click near the start, the middle and the end of each of the dialog's buttons would land on.
    const covered = await dialog.getByRole('button').evaluateAll((buttons) =>
      buttons
        .filter((button) => {
          const box = button.getBoundingClientRect();
          return [0.1, 0.5, 0.9].some((across) => {
            const top = document.elementFromPoint(box.left + box.width * across, box.top + box.height / 2);
            return top === null || !button.contains(top);
          });
        })
        .map((button) => button.textContent),
    );
    expect(covered).toEqual([]);
    await expectAccessible(page, { scope: '[role="dialog"]' });
  });
  await context.close();
});
