import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { artifactPath } from './browser';

/** Generous: this machine is small and busy, and the first visit of a page loads its code chunk. */
export const UI_TIMEOUT_MS = 30_000;

export interface Visitor {
  context: BrowserContext;
  page: Page;
}

/** A fresh browser profile (own cookies and storage) with one desktop-sized page, set up like a fan in India. */
export async function newVisitor(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * A toast (an MUI alert) whose text holds `title`, as the eye sees it: while a dialog is open the app
 * marks everything outside it aria-hidden, toasts included, so this also looks there (see
 * accounts.e2e.ts for the test that wants toasts exposed to assistive technology too).
 */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('alert', { includeHidden: true }).filter({ hasText: title }).first();
}

export async function expectToast(page: Page, title: string): Promise<void> {
  await toast(page, title).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
}

/** The header's user-menu button once someone is signed in: it carries the user's name. */
export function userMenuButton(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/** A full-page screenshot from the top (the sticky header would otherwise be drawn mid-page). */
export async function fullPageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: artifactPath(name), fullPage: true });
}

/**
 * Runs a journey's steps; if one fails, saves a full-page screenshot of every page given to
 * test-results/<name>-failure-<n>.png before the failure goes on to jest.
 */
export async function withFailureScreenshots(name: string, pages: () => Page[], steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    let n = 0;
    for (const page of pages()) {
      n += 1;
      if (page.isClosed()) continue;
      await page.screenshot({ path: artifactPath(`${name}-failure-${n}.png`), fullPage: true }).catch(() => undefined);
    }
    throw error;
  }
}

/** Re-reads `read` until `accept` holds (then returns the value) or the time is up (then throws with the last value). */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = UI_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

/**
 * Opens a page and waits until the app runs on it: a server-rendered page shows at once, but a click before the
 * app has taken it over would be lost.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: UI_TIMEOUT_MS });
}
