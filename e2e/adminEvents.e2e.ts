/**
 * Events page journey (issue 20): an admin (granted by `npm run admin -- grant`) creates an event in India time,
 * uploads its thumbnail, checks an import file's problems in the preview, and a fan who searches for the event finds
 * it with the uploaded picture, offered in two widths (srcset) and loaded. The Events page, its dialogs and the fan's
 * search page pass axe; the pages are photographed into /tmp/admin-events-*.png.
 */
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { newAccount, signInViaApi, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { consoleJourney } from './support/consoleJourney';
import { expectAttribute, expectNone, expectText, expectVisible } from './support/expectPage';
import { expectToast, openPage, waitUntil, withFailureScreenshots } from './support/journey';
import { categories } from './support/seed';

jest.setTimeout(360_000);

const { visit, makeOperator } = consoleJourney();

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/admin-events-${name}.png`, fullPage: true });

/** A poster: orange on top, purple below, 1600×900. */
function poster(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: '#551494' } })
    .composite([{ input: { create: { width: 1600, height: 450, channels: 3, background: '#FF6D00' } }, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
}

test('an admin creates an event with a thumbnail, and a fan finds it in search with the picture', async () => {
  const operator = newAccount('Operator');
  const name = `Anoushka Shankar Live ${Date.now().toString(36)}`;

  const { origin, granted } = await makeOperator(operator);
  expect(granted).toMatchObject({ code: 0 });
  const category = (await categories(origin))[0];

  const admin = await visit(1440);
  const fan = await visit(390);
  await withFailureScreenshots('admin-events', () => [admin.page, fan.page], async () => {
    await signInViaApi(admin.context, origin, operator.email, operator.password);
    await signUpViaApi(fan.context, origin, newAccount('Searcher'));

    await openPage(admin.page, `${origin}/admin/events`);
    await expectVisible(admin.page.getByRole('heading', { level: 1, name: 'Events' }));
    await expectVisible(admin.page.getByRole('status').filter({ hasText: 'events' }));
    await expectAccessible(admin.page);
    await shot(admin.page, 'list-1440');

    // A new event, the form checked first.
    await admin.page.getByRole('button', { name: 'New event' }).click();
    const form = admin.page.getByRole('dialog', { name: 'New event' });
    await form.getByRole('button', { name: 'Create event' }).click();
    await expectVisible(form.getByText('Please give the event name'));
    await form.getByRole('textbox', { name: 'Event name' }).fill(name);
    await form.getByRole('textbox', { name: 'Date and time (India)' }).fill('10/05/2030 7:30 pm');
    await form.getByRole('textbox', { name: 'Venue' }).fill('Shanmukhananda Hall');
    await form.getByRole('textbox', { name: 'City' }).fill('Mumbai');
    await form.getByRole('textbox', { name: 'Artist' }).fill('Anoushka Shankar');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await admin.page.getByRole('option', { name: category.categoryTitle }).click();
    await form.getByRole('combobox', { name: 'Selling provider' }).click();
    await admin.page.getByRole('option', { name: 'District (district.in)' }).click();
    await expectAccessible(admin.page, { scope: '[role="dialog"]' });
    await admin.page.screenshot({ path: '/tmp/admin-events-form-1440.png' });
    await form.getByRole('button', { name: 'Create event' }).click();
    await expectToast(admin.page, `${name} is created`);
    await expectNone(form);

    // Its thumbnail, uploaded from its card.
    await admin.page.getByRole('searchbox', { name: 'Find an event' }).fill(name);
    await expectText(admin.page.getByRole('status').filter({ hasText: 'event' }), `1 event matching “${name}”`);
    const card = admin.page.getByRole('listitem').filter({ has: admin.page.getByRole('heading', { name }) });
    await expectVisible(card.getByText('10 May 2030, 7:30 pm'));
    await card.locator('input[type="file"]').setInputFiles({ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: await poster() });
    await expectToast(admin.page, `The thumbnail of ${name} is uploaded`);
    await waitUntil('the uploaded picture on the card', () => card.getByRole('img', { name }).getAttribute('src'), (src) => /^\/thumbnails\/pictures\/\d+-1-640\.webp$/.test(src ?? ''));
    await shot(admin.page, 'created-1440');

    // The import preview: each row's problems, nothing written until Import.
    await admin.page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = admin.page.getByRole('dialog', { name: 'Import events from a CSV file' });
    const csv = [
      'name,date,venue,city,artist,category,provider',
      `"Ritviz, Live",2030-06-01T20:00,Phoenix Arena,Pune,Ritviz,${category.categoryTitle},BookMyShow`,
      `${name},2030-05-10T19:30,Shanmukhananda Hall,Mumbai,Anoushka Shankar,${category.categoryTitle},District`,
      'No Date Show,,Venue,Goa,Artist,Jazz,Ticketmaster',
    ].join('\r\n');
    await importer.getByTestId('import-file').setInputFiles({ name: 'events.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
    await expectText(importer.getByRole('status'), '1 row is ready; 2 have problems and will be left out.');
    await expectVisible(importer.getByText('Duplicate: an event with this name at this time already exists'));
    await expectVisible(importer.getByText(/^Unknown category 'Jazz'/));
    await expectAccessible(admin.page, { scope: '[role="dialog"]' });
    await admin.page.screenshot({ path: '/tmp/admin-events-import-1440.png' });
    await importer.getByRole('button', { name: 'Close' }).click();

    // The fan searches for it: the card shows the uploaded picture, in two widths.
    await openPage(fan.page, `${origin}/search?q=${encodeURIComponent(name)}`);
    const result = fan.page.getByRole('list', { name: 'Search results' }).getByRole('article').filter({ hasText: name });
    const image = result.getByRole('img', { name });
    await expectVisible(image);
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/thumbnails\/pictures\/\d+-1-640\.webp$/);
    await expectAttribute(image, 'srcset', `${src} 640w, ${src.replace('-640.webp', '-1280.webp')} 1280w`);
    await image.scrollIntoViewIfNeeded();
    // Loaded from one of the two widths (naturalWidth is the picture's width over its srcset density: not 640 itself).
    const loaded = await waitUntil(
      'the picture loaded',
      () => image.evaluate((img) => ({ done: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, from: new URL((img as HTMLImageElement).currentSrc || 'http://x/').pathname })),
      (state) => state.done,
    );
    expect([src, src.replace('-640.webp', '-1280.webp')]).toContain(loaded.from);
    await expectAccessible(fan.page);
    await shot(fan.page, 'fan-search-390');
  });
});
