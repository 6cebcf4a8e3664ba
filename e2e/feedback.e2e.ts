/**
 * Feedback journey (issue 7): a signed-in fan opens the header dropdown, sends Feedback from its dialog,
 * sees the thank-you toast, and the message is in the database with the fan and the page it was sent from.
 * The page and the dialog pass axe at 1440 and 390 px.
 */
import type { Browser } from 'playwright-core';
import { SAFE_REQUEST_ID } from '../src/shared/requestId';
import { newAccount, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { queryStoppedServer } from './support/database';
import { expectToast, newVisitor, openPage, userMenuButton, withFailureScreenshots, type Visitor } from './support/journey';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(240_000);

let server: RunningServer;
let browser: Browser;
let visitor: Visitor | undefined;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await visitor?.context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

test('a signed-in fan sends feedback from the user dropdown and it is stored', async () => {
  visitor = await newVisitor(browser);
  const { context, page } = visitor;
  const account = newAccount('Feedback');
  const text = 'The verified badge makes me trust sellers. Please add UPI refunds!';

  await withFailureScreenshots('feedback', () => [page], async () => {
    await signUpViaApi(context, server.origin, account);
    await openPage(page, `${server.origin}/explore`);
    await page.getByRole('list', { name: 'Events' }).getByRole('article').first().waitFor();
    await expectAccessible(page);
    await userMenuButton(page, account.name).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Feedback', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByRole('textbox', { name: 'Your feedback' }).fill(`  ${text}\n`);
    await expectAccessible(page, { scope: '[role="dialog"]' });
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/feedback');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();

    const response = await answered;
    expect(response.status()).toBe(201);
    expect(await response.headerValue('x-request-id')).toMatch(SAFE_REQUEST_ID);
    await expectToast(page, 'Thanks for your feedback!');
    await dialog.waitFor({ state: 'hidden' });
  });

  await server.stop({ keepData: true });
  const stored = await queryStoppedServer(
    server.dataDir,
    'select f.kind, f.text, f.page, u.email from feedback f join users u on u.id = f.user_id',
  );
  expect(stored).toEqual([{ kind: 'FEEDBACK', text, page: '/explore', email: account.email }]);
});
