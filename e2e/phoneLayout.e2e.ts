/**
 * What a fan trips over on a phone (issue 17), measured in Chromium at 390×844 (and 320 px for the code dialog):
 * the first-visit welcome takes its place in the page and covers no control, and dismissing it is remembered; the
 * sign-in forms offer no Google button on a server without it; an event's name shows once and its first listing
 * starts inside the first screen; the 6-digit code fits the dialog without a sideways scroll; the profile picture
 * shows where the keyboard is; the forwarding instructions wrap a long sender address. At 700 px the header's narrow search box still gets suggestions wide enough to read.
 * Screenshots go to test-results/.
 */
import type { Page } from 'playwright-core';
import { newAccount, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { artifactPath } from './support/browser';
import { expectCount, expectNone, expectVisible } from './support/expectPage';
import { openPage, waitUntil, withFailureScreenshots } from './support/journey';
import { journeySuite } from './support/journeySuite';
import { concertListings, upcomingConcerts } from './support/seed';
import { needsTerms, TERMS } from './support/sellTerms';
import { verifyContactsViaApi } from './support/verifiedSeller';
import { eventPath } from '../src/shared/slug';

jest.setTimeout(300_000);

const suite = journeySuite();

/**
 * Every control a fan can Tab to, each brought to the middle of the screen, that something else sits on top of:
 * what a tap there would reach instead. An empty list means nothing is covered.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')].filter(
      (control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden',
    );
    const covered: string[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (top !== null && !control.contains(top) && !top.contains(control)) {
        covered.push(`${control.getAttribute('aria-label') ?? control.textContent?.trim()} under ${top.tagName.toLowerCase()}`);
      }
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

/** How far the page scrolls sideways: 0 when everything fits the screen's width. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** An upcoming event with listings (the demo seed has several). */
async function eventWithListings() {
  for (const concert of (await upcomingConcerts(suite.server.origin)).content) {
    if ((await concertListings(suite.server.origin, concert.concertId)).content.length > 0) return concert;
  }
  throw new Error('the demo seed has no event with listings');
}

test('on a phone, the welcome sits in the page and covers nothing, and the sign-in forms offer only what the server has', async () => {
  const { page } = await suite.visit(390);
  await withFailureScreenshots('phone-welcome', () => [page], async () => {
    await openPage(page, suite.server.origin + '/');
    const welcome = page.getByRole('complementary', { name: /^New to FanTickets\? How it works in \d+ steps$/ });
    await expectVisible(welcome);
    // The count it names is the number of steps 'How It Works' shows: four.
    await expectCount(page.getByRole('region', { name: 'How It Works' }).getByRole('listitem'), 4);
    await expectVisible(page.getByRole('complementary', { name: 'New to FanTickets? How it works in 4 steps' }));
    await waitUntil('the welcome in the page flow', () => welcome.evaluate((el) => getComputedStyle(el).position), (position) => position === 'relative' || position === 'static');
    await waitUntil('controls covered by something else', () => coveredControls(page), (covered) => covered.length === 0);
    await expectAccessible(page, { scope: 'main', impacts: 'all', widths: [390] });
    await page.screenshot({ path: artifactPath('welcome-in-flow-390.png') });

    // This server has no Google sign-in set up: the forms do not offer it.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectNone(dialog.getByRole('button', { name: 'Continue with Google' }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Dismissed, it is gone, and stays gone when the fan comes back.
    await welcome.getByRole('button', { name: 'Dismiss welcome' }).click();
    await expectNone(welcome);
    await openPage(page, suite.server.origin + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNone(page.getByRole('complementary', { name: /How it works/ }));
  });
});

test("on a phone, an event's name shows once and its first listing starts inside the first screen", async () => {
  const { page, context } = await suite.visit(390);
  await signUpViaApi(context, suite.server.origin, newAccount('Phone'));
  const concert = await eventWithListings();
  await withFailureScreenshots('phone-event', () => [page], async () => {
    await openPage(page, suite.server.origin + eventPath(concert.concertId, concert.concertName));
    await page.getByRole('heading', { level: 1, name: concert.concertName }).waitFor();
    // The artwork draws the name too: on a phone it is left out.
    await page.getByRole('img', { name: concert.concertName }).waitFor({ state: 'hidden' });
    const firstCard = page.getByRole('list', { name: 'Ticket listings' }).getByRole('article').first();
    await firstCard.waitFor();
    // Before: 847 px, under the 844 px screen. Where the card starts, without scrolling:
    const top = await waitUntil('the first listing card inside the first screen', () => firstCard.evaluate((el) => el.getBoundingClientRect().top + window.scrollY), (y) => y < 844 - 120);
    console.log(`first listing card at y = ${Math.round(top)} px of 844`);
    await waitUntil('sideways scroll', () => sidewaysScroll(page), (px) => px === 0);
    await page.screenshot({ path: artifactPath('event-first-listing-390.png') });
  });
});

test("on a phone, the forwarding instructions wrap a long sender address instead of running off the screen", async () => {
  const { page, context } = await suite.visit(390);
  // A long address, as many real ones are: it is written out in the first instruction.
  const account = newAccount('Longaddressseller');
  await signUpViaApi(context, suite.server.origin, account);
  await verifyContactsViaApi(context, suite.server.origin, account);
  const [concert] = (await upcomingConcerts(suite.server.origin)).content;
  await withFailureScreenshots('phone-sell-instructions', () => [page], async () => {
    await openPage(page, `${suite.server.origin}/sell-tickets?eventId=${concert.concertId}`);
    const form = page.getByRole('form', { name: 'Event and sender email' });
    await form.getByText(concert.concertName).first().waitFor();
    await form.getByRole('checkbox', { name: 'Same as registered email' }).check();
    if (needsTerms(concert)) await form.getByRole('checkbox', { name: TERMS }).check();
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Forward Confirmation Email - Part 1', level: 1 }).waitFor();
    await page.getByText(account.email).waitFor();
    // Before: the address ran 26 px past a 390 px screen, and the page scrolled sideways.
    await waitUntil('sideways scroll', () => sidewaysScroll(page), (px) => px === 0);
    await page.screenshot({ path: artifactPath('sell-instructions-390.png') });
  });
});

test('the 6-digit code fits the dialog on a 390 and a 320 px phone, and the profile picture shows the keyboard focus', async () => {
  const { page, context } = await suite.visit(390);
  await signUpViaApi(context, suite.server.origin, newAccount('Code'));
  await withFailureScreenshots('phone-code-dialog', () => [page], async () => {
    await openPage(page, suite.server.origin + '/profile');

    // Tab to the picture: it shows a ring.
    const picture = page.getByRole('button', { name: 'Add profile picture' });
    await picture.waitFor();
    await picture.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await waitUntil('the ring round the focused picture', () => picture.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`), (ring) => ring === 'solid 3px');

    await page.getByRole('region', { name: 'Account Details' }).getByRole('button', { name: 'Verify Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    const boxes = dialog.getByRole('textbox', { name: /^Digit \d of 6$/ });
    await boxes.first().waitFor();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 700 });
      // Every box inside the dialog's own edges, and the page does not scroll sideways.
      const outside = () =>
        dialog.evaluate((paper) => {
          const edge = paper.getBoundingClientRect();
          return [...paper.querySelectorAll('input')].filter((box) => {
            const r = box.getBoundingClientRect();
            return r.left < edge.left || r.right > edge.right || r.width < 24;
          }).length;
        });
      await waitUntil(`code boxes outside the dialog at ${width} px`, outside, (n) => n === 0);
      await waitUntil(`sideways scroll at ${width} px`, () => sidewaysScroll(page), (px) => px === 0);
      await page.screenshot({ path: artifactPath(`code-dialog-${width}.png`) });
    }
  });
});

test("at 700 px the header's narrow search box gets suggestions wide enough to read the event names", async () => {
  const { page, context } = await suite.visit(1440);
  await signUpViaApi(context, suite.server.origin, newAccount('Narrow'));
  await withFailureScreenshots('narrow-suggestions', () => [page], async () => {
    await page.setViewportSize({ width: 700, height: 800 });
    await openPage(page, suite.server.origin + '/explore');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search events' });
    await box.focus();
    await page.keyboard.type('The', { delay: 50 });
    const list = page.getByRole('listbox', { name: 'Event suggestions' });
    await list.getByRole('option').first().waitFor();
    const boxWidth = await box.evaluate((el) => el.getBoundingClientRect().width);
    await waitUntil('the suggestion list at least 360 px wide', () => list.evaluate((el) => el.getBoundingClientRect().width), (width) => width >= 360 && width > boxWidth);
    await waitUntil('the suggestion list inside the screen', () => list.evaluate((el) => el.getBoundingClientRect().right), (right) => right <= 700);
    await page.screenshot({ path: artifactPath('header-suggestions-700.png') });
  });
});
