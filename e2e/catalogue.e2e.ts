/**
 * Catalogue journey (issue 4): a signed-in fan opens Explore ('Upcoming Events'), filters by city and
 * category, clears the filters, scrolls into the second page, opens an event and finds it on the home
 * page under Recently Viewed. Screenshots of home, explore and the event page go to test-results/. Each page passes
 * axe at 1440 and 390 px.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { EXPLORE_PAGE_SIZE } from '../src/shared/constants';
import { eventPath } from '../src/shared/slug';
import { newAccount, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { expectAttribute, expectCount, expectValue } from './support/expectPage';
import { fullPageShot, newVisitor, openPage, userMenuButton, waitUntil, withFailureScreenshots, type Visitor } from './support/journey';
import { categories, upcomingConcerts } from './support/seed';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(240_000);

let server: RunningServer;
let browser: Browser;
let visitor: Visitor;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await visitor?.context.close();
  await browser?.close();
  await server?.stop();
});

/** The explore result list and the names on its cards, in order. */
const eventList = (page: Page) => page.getByRole('list', { name: 'Events' });
const cardNames = (list: Locator) => list.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
const cardCount = (list: Locator) => list.getByRole('article').count();
const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

test('a fan filters Explore, scrolls to a second page, opens an event and finds it under Recently Viewed', async () => {
  visitor = await newVisitor(browser);
  const { context, page } = visitor;
  const account = newAccount('Explorer');
  await signUpViaApi(context, server.origin, account);

  const allUpcoming = await upcomingConcerts(server.origin);
  // The demo seed has ~48 upcoming events: more than one explore page.
  expect(allUpcoming.totalElements).toBeGreaterThan(EXPLORE_PAGE_SIZE);

  await withFailureScreenshots('catalogue', () => [page], async () => {
    await openPage(page, server.origin + '/');
    await userMenuButton(page, account.name).waitFor();
    // Signed in, the home page has the signed-in sections; nothing viewed yet.
    await page.getByRole('heading', { name: 'Popular Events', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'About Us in Numbers', level: 2 }).waitFor();
    const recentlyViewed = page.getByRole('region', { name: 'Recently Viewed' });
    await recentlyViewed.getByText('No events viewed').waitFor();
    await recentlyViewed.getByText('Your recently viewed events will appear here.').waitFor();
    await expectAccessible(page);

    // Explore from the header.
    await page.getByRole('banner').getByRole('link', { name: 'Explore Events' }).click();
    await page.waitForURL(server.origin + '/explore');
    await page.getByRole('heading', { name: 'Upcoming Events', level: 1 }).waitFor();
    const list = eventList(page);
    await list.getByRole('article').first().waitFor();
    // The first page only (page size 40, soonest first) until the end of the list is scrolled near.
    const firstPage = allUpcoming.content.slice(0, EXPLORE_PAGE_SIZE).map((c) => c.concertName);
    await waitUntil('the first explore page', () => cardNames(list), (names) => names.join('\n') === firstPage.join('\n'));
    await expectAccessible(page);
    await fullPageShot(page, 'catalogue-explore.png');

    // Filter by a city: every card is in that city, and the list is exactly the server's.
    const city = 'Mumbai';
    await page.getByLabel('City').selectOption(city);
    await page.waitForURL((url) => url.searchParams.get('city') === city);
    const inCity = (await upcomingConcerts(server.origin, { city })).content;
    expect(inCity.length).toBeGreaterThan(1);
    await waitUntil(
      `explore filtered by ${city}`,
      () => cardNames(list),
      (names) => sameSet(names, inCity.map((c) => c.concertName)),
    );
    const cardCities = await list.getByRole('article').evaluateAll((cards, wanted) =>
      cards.map((card) => [...card.querySelectorAll('p')].some((p) => p.textContent?.trim() === wanted)),
    city);
    expect(cardCities.every(Boolean)).toBe(true);

    // And by a category (only one active at a time), on top of the city.
    const concertsCategory = (await categories(server.origin)).find((c) => c.categoryTitle === 'Concerts');
    if (!concertsCategory) throw new Error('the demo seed has no Concerts category');
    const chips = page.getByRole('group', { name: 'Categories' });
    await chips.getByRole('button', { name: 'Concerts', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === String(concertsCategory.categoryId));
    await expectAttribute(chips.getByRole('button', { name: 'Concerts', exact: true }), 'aria-pressed', 'true');
    await expectAccessible(page);
    const inCityAndCategory = (await upcomingConcerts(server.origin, { city, categoryId: concertsCategory.categoryId })).content;
    expect(inCityAndCategory.length).toBeGreaterThan(0);
    expect(inCityAndCategory.length).toBeLessThan(inCity.length);
    await waitUntil(
      `explore filtered by ${city} and Concerts`,
      () => cardNames(list),
      (names) => sameSet(names, inCityAndCategory.map((c) => c.concertName)),
    );
    // Choosing another category replaces the first.
    await chips.getByRole('button', { name: 'Comedy', exact: true }).click();
    await waitUntil(
      'one active category',
      async () => chips.locator('[aria-pressed="true"]').allInnerTexts(),
      (pressed) => pressed.length === 1 && pressed[0] === 'Comedy',
    );
    await chips.getByRole('button', { name: 'Concerts', exact: true }).click();
    await waitUntil(
      `explore filtered by ${city} and Concerts again`,
      () => cardNames(list),
      (names) => sameSet(names, inCityAndCategory.map((c) => c.concertName)),
    );
    // The filtered view lives in the URL: it survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Upcoming Events', level: 1 }).waitFor();
    await expectValue(page.getByLabel('City'), city);
    await waitUntil(
      'the filtered view after a reload',
      () => cardNames(list),
      (names) => sameSet(names, inCityAndCategory.map((c) => c.concertName)),
    );

    // Clear the filters: back to the first page of everything.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(server.origin + '/explore');
    await waitUntil('explore after clearing', () => cardNames(list), (names) => names.join('\n') === firstPage.join('\n'));
    await expectValue(page.getByLabel('City'), '');

    // Scroll to the end: the second page comes in.
    const total = await waitUntil(
      'a second explore page',
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return cardCount(list);
      },
      (count) => count > EXPLORE_PAGE_SIZE,
      60_000,
    );
    expect(total).toBeGreaterThan(EXPLORE_PAGE_SIZE);
    const everything = allUpcoming.content.map((c) => c.concertName);
    await waitUntil('every upcoming event listed', () => cardNames(list), (names) => names.join('\n') === everything.join('\n'));

    // Open an event from the second page.
    const chosen = allUpcoming.content[EXPLORE_PAGE_SIZE + 2];
    await list.getByRole('heading', { name: chosen.concertName, exact: true, level: 3 }).click();
    await page.waitForURL(server.origin + eventPath(chosen.concertId, chosen.concertName));
    await page.getByRole('heading', { name: chosen.concertName, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Verified Listings', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Sell Tickets' }).waitFor();
    await page.getByText(`${chosen.concertVenue}, ${chosen.concertCity}`).waitFor();
    // SPEC §2: the title is built from the event.
    await waitUntil('the event page title', () => page.title(), (title) => title.startsWith(`${chosen.concertName} Tickets`));
    await page.getByRole('list', { name: 'Ticket listings' }).or(page.getByText('No ticket listings found')).first().waitFor();
    await expectAccessible(page);
    await fullPageShot(page, 'catalogue-event.png');

    // Home again (the logo): the event is under Recently Viewed.
    await page.getByRole('banner').getByRole('link', { name: 'FanTickets home' }).click();
    await page.waitForURL(server.origin + '/');
    const viewed = recentlyViewed.getByRole('group', { name: 'Recently Viewed' });
    await viewed.getByRole('heading', { name: chosen.concertName, exact: true, level: 3 }).waitFor();
    await expectCount(viewed.getByRole('article'), 1);
    await expectAccessible(page);
    await fullPageShot(page, 'catalogue-home.png');

    // The card leads back to the event.
    await viewed.getByRole('heading', { name: chosen.concertName, exact: true, level: 3 }).click();
    await page.waitForURL(server.origin + eventPath(chosen.concertId, chosen.concertName));
    await page.getByRole('heading', { name: chosen.concertName, level: 1 }).waitFor();
  });
});
