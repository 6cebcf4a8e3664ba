import type { Locator } from 'playwright-core';
import { UI_TIMEOUT_MS, waitUntil } from './journey';

/**
 * Checks that wait for the page. A one-off read, `expect(await x.count()).toBe(0)`, judges the page at one
 * instant: before a render or a request has finished it passes (nothing there yet) or fails (still there)
 * by luck. Each check here re-reads until it holds, or fails after UI_TIMEOUT_MS naming the locator and the
 * last thing it saw. ESLint keeps one-off reads out of e2e/ (.eslintrc.cjs).
 *
 * A check that something is absent passes as soon as it is: make it after the page has shown something
 * that comes with (or after) the state in question, so it cannot pass before the page has caught up.
 */

/** A read that gives up quickly when nothing matches (the next round reads again), rather than waiting itself. */
const READ = { timeout: 1_000 };
async function readFirst<T>(locator: Locator, read: (first: Locator) => Promise<T>): Promise<T | null> {
  try {
    return await read(locator.first());
  } catch {
    return null;
  }
}

/** Something matches, and the first match is visible. */
export async function expectVisible(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`${locator.toString()}: not visible after ${timeout} ms`, { cause: error });
  }
}

/** Exactly `count` elements match (hidden ones too). */
export async function expectCount(locator: Locator, count: number, timeout = UI_TIMEOUT_MS): Promise<void> {
  await waitUntil(`${locator.toString()} count`, () => locator.count(), (n) => n === count, timeout);
}

/** Nothing matches at all: not shown, not in the page. */
export function expectNone(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  return expectCount(locator, 0, timeout);
}

/** The first match's rendered text is `text`, or matches it. */
export async function expectText(locator: Locator, text: string | RegExp, timeout = UI_TIMEOUT_MS): Promise<void> {
  const holds = (seen: string | null) => seen !== null && (typeof text === 'string' ? seen === text : text.test(seen));
  await waitUntil(`${locator.toString()} text`, () => readFirst(locator, (first) => first.innerText(READ)), holds, timeout);
}

/** The first match (an input, select or textarea) holds `value`. */
export async function expectValue(locator: Locator, value: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  await waitUntil(`${locator.toString()} value`, () => readFirst(locator, (first) => first.inputValue(READ)), (seen) => seen === value, timeout);
}

/** The first match's attribute `name` is `value`. */
export async function expectAttribute(locator: Locator, name: string, value: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  await waitUntil(`${locator.toString()} [${name}]`, () => readFirst(locator, (first) => first.getAttribute(name, READ)), (seen) => seen === value, timeout);
}

async function expectEnabledness(locator: Locator, enabled: boolean, timeout: number): Promise<void> {
  await waitUntil(`${locator.toString()} enabled`, () => readFirst(locator, (first) => first.isEnabled(READ)), (seen) => seen === enabled, timeout);
}

/** The first match can be used (a button that takes clicks, a field that takes typing). */
export function expectEnabled(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  return expectEnabledness(locator, true, timeout);
}

/** The first match is there but disabled. */
export function expectDisabled(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  return expectEnabledness(locator, false, timeout);
}
