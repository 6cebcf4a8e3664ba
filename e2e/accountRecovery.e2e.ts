/**
 * Issue 42, points 1 and 3. A fan who forgot the password asks for a link in the sign-in dialog, opens it from the
 * e-mail (the dev outbox), sets a new password and is signed in, while the session on their other device ends; the
 * link does not work twice, and 'Ask for a new link' leads back to the form on /login. A new fan is asked, on every
 * page, to verify e-mail and phone, with one tap to each code dialog, until both are done. Axe at 1440 and 390 px.
 */
import type { Page } from 'playwright-core';
import { RESET_LINK_INVALID, resetLinkSentMessage } from '../src/shared/passwordReset';
import { newAccount, outboxCount, readOutbox, signUpInDialog, signUpViaApi, waitForCode, type TestAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expectNone, expectVisible } from './support/expectPage';
import { expectToast, fullPageShot, openPage, userMenuButton, waitUntil, withFailureScreenshots } from './support/journey';
import { journeySuite } from './support/journeySuite';

jest.setTimeout(300_000);

const suite = journeySuite();

/** The path and query of the newest reset link e-mailed to `email` (the link names PUBLIC_URL; the journey's server has its own address). */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await waitUntil(
    `a reset e-mail to ${email}`,
    async () => (await readOutbox(suite.server.origin)).find((entry) => entry.to === email && entry.subject === 'Reset your password'),
    (entry) => entry !== undefined,
  );
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
  if (link === undefined) throw new Error(`no reset link in ${JSON.stringify(mail)}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

async function sessionStatus(page: Page): Promise<number> {
  return (await page.context().request.get(`${suite.server.origin}/auth/session`)).status();
}

test('a fan who forgot the password gets back in with a link from the e-mail, and every other session ends', async () => {
  const other = await suite.visit(1440);
  const { page } = await suite.visit(1440);
  const account = newAccount('Forgetful');
  await signUpViaApi(other.context, suite.server.origin, account);
  expect(await sessionStatus(other.page)).toBe(200);

  await withFailureScreenshots('account-recovery', () => [page], async () => {
    await openPage(page, suite.server.origin + '/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const heading = dialog.getByRole('heading', { name: 'Reset your password' });
    await expectVisible(heading);
    await waitUntil('focus on the reset heading', () => heading.evaluate((el) => el === document.activeElement), (focused) => focused);
    await expectAccessible(page, { scope: '[role="dialog"]' });
    await fullPageShot(page, 'i42-reset-dialog-1440.png');

    await dialog.getByRole('form', { name: 'Reset password' }).getByLabel('Email').fill(account.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectVisible(dialog.getByRole('status').filter({ hasText: resetLinkSentMessage(account.email) }));
    await expectAccessible(page, { scope: '[role="dialog"]' });
    await fullPageShot(page, 'i42-reset-dialog-sent-1440.png');

    const link = await resetLinkFor(account.email);
    await openPage(page, suite.server.origin + link);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Set a new password' }));
    expect(await page.title()).toBe('Set a new password | FanTickets');
    await expectAccessible(page);
    await fullPageShot(page, 'i42-reset-page-1440.png');
    await page.getByLabel('New Password', { exact: true }).fill('a brand new secret');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expectToast(page, 'Your new password is set. You are signed in.');
    await expectVisible(userMenuButton(page, account.name));
    expect(new URL(page.url()).pathname).toBe('/');

    // The other device's session has ended; the old password no longer signs in, the new one does.
    expect(await sessionStatus(other.page)).toBe(401);
    const signIn = (password: string) => other.context.request.post(`${suite.server.origin}/auth/signin`, { data: { email: account.email, password } });
    expect((await signIn(account.password)).status()).toBe(401);
    expect((await signIn('a brand new secret')).status()).toBe(200);

    // The link works once: opened again it says so, and leads to a new one.
    await page.context().clearCookies();
    await openPage(page, suite.server.origin + link);
    await page.getByLabel('New Password', { exact: true }).fill('someone else now');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: RESET_LINK_INVALID }));
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Reset your password' }));
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page);
  });
});

test('/login offers the reset too, and both pages read well on a phone', async () => {
  const { page } = await suite.visit(390);
  await withFailureScreenshots('account-recovery-phone', () => [page], async () => {
    await openPage(page, suite.server.origin + '/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Reset your password' }));
    await expectAccessible(page);
    await fullPageShot(page, 'i42-login-forgot-390.png');
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign In' }));

    // Whatever the address, the same answer.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const nobody = `nobody.${Date.now()}@e2e.example.com`;
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: resetLinkSentMessage(nobody) }));
    await fullPageShot(page, 'i42-login-forgot-sent-390.png');

    await openPage(page, suite.server.origin + '/reset-password?token=1.notarealtokennotarealtoken');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Set a new password' }));
    await expectAccessible(page);
    await fullPageShot(page, 'i42-reset-page-390.png');
  });
});

/** Opens a code dialog from the prompt, types the code from the dev outbox and verifies. */
async function verifyFromPrompt(page: Page, account: TestAccount, button: string, dialogName: string, channel: 'email' | 'sms') {
  const to = channel === 'email' ? account.email : account.phoneNumber;
  const before = await outboxCount(suite.server.origin, channel, to);
  await page.getByRole('region', { name: /to sell tickets$/ }).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expectVisible(dialog);
  const code = await waitForCode(suite.server.origin, channel, to, before);
  await dialog.getByRole('textbox', { name: 'Digit 1 of', exact: false }).first().click();
  await page.keyboard.type(code, { delay: 30 });
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('a new fan is asked to verify e-mail and phone, with one tap to each code, until both are done', async () => {
  const { page } = await suite.visit(1440);
  const account = newAccount('Prompted');
  await withFailureScreenshots('verify-prompt', () => [page], async () => {
    await openPage(page, suite.server.origin + '/');
    await signUpInDialog(page, account);

    const prompt = page.getByRole('region', { name: 'Verify your email and phone number to sell tickets' });
    await expectVisible(prompt);
    await expectVisible(prompt.getByText('Listing tickets needs both verified'));
    await expectAccessible(page);
    await fullPageShot(page, 'i42-verify-prompt-1440.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await fullPageShot(page, 'i42-verify-prompt-390.png');

    // It stays on other pages until done.
    await openPage(page, suite.server.origin + '/explore');
    await expectVisible(prompt);

    await verifyFromPrompt(page, account, 'Verify Email', 'Verify Email', 'email');
    const phoneOnly = page.getByRole('region', { name: 'Verify your phone number to sell tickets' });
    await expectVisible(phoneOnly);
    await expectAccessible(page);
    await fullPageShot(page, 'i42-verify-prompt-phone-only-390.png');
    await verifyFromPrompt(page, account, 'Verify Phone', 'Verify Phone Number', 'sms');
    await expectNone(page.getByRole('region', { name: /to sell tickets$/ }));

    // Both verified: List Tickets goes straight to the sell page.
    await openPage(page, suite.server.origin + '/sell-tickets');
    await expectVisible(page.getByRole('heading', { name: 'List your Tickets', level: 1 }));
    await expectNone(page.getByRole('region', { name: /to sell tickets$/ }));
  });
});
