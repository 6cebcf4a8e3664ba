import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../../../e2e/support/axe';
import { expectDisabled, expectEnabled } from '../../../e2e/support/expectPage';
import { expectToast, newVisitor, openPage, userMenuButton, withFailureScreenshots } from '../../../e2e/support/journey';
import { signUpInDialog } from '../../../e2e/support/accounts';
import type { Cluster } from '../cluster';
import { clusterAccount } from '../sellers';

/** Opens the code dialog with `opener` (it sends a code by itself), types the code the stand-in received, and verifies. */
async function verifyInDialog(page: Page, cluster: Cluster, opener: string, channel: 'email' | 'sms', to: string, verified: string): Promise<void> {
  const length = channel === 'email' ? 6 : 4;
  const before = channel === 'email' ? cluster.outbound.emailsTo(to) : cluster.outbound.smsTo(to);
  const details = page.getByRole('region', { name: 'Account Details' });
  await details.getByRole('button', { name: opener, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: opener });
  await dialog.getByText(`Enter the ${length}-digit OTP sent to`).waitFor();
  await expectToast(page, channel === 'email' ? 'OTP sent to your email' : 'OTP sent to your phone');
  await expectAccessible(page, { scope: '[role="dialog"]' });
  const code = channel === 'email' ? await cluster.outbound.emailCode(to, before) : await cluster.outbound.smsCode(to, before);
  const verify = dialog.getByRole('button', { name: 'Verify', exact: true });
  await expectDisabled(verify);
  await dialog.getByRole('textbox', { name: `Digit 1 of ${length}` }).click();
  await page.keyboard.type(code, { delay: 30 });
  await expectEnabled(verify);
  await verify.click();
  await expectToast(page, verified);
  await dialog.waitFor({ state: 'hidden' });
  await details.getByRole('button', { name: opener, exact: true }).waitFor({ state: 'detached' });
}

/**
 * Journey a: a new fan signs up in the browser through nginx, verifies the e-mail code and the SMS code (each
 * sent by whichever API process nginx chose, read from the SMTP and MSG91 stand-ins) and gets past the selling
 * gate. Every request may reach either process: the session, the CSRF token and the codes hold across them.
 */
export async function signUpJourney(cluster: Cluster, browser: Browser): Promise<string> {
  const { context, page } = await newVisitor(browser);
  const account = clusterAccount('Cluster');
  try {
    await withFailureScreenshots('cluster-sign-up', () => [page], async () => {
      await openPage(page, cluster.origin + '/');
      await page.getByRole('heading', { name: /How it works in 4 steps/ }).waitFor();
      await expectAccessible(page);

      await signUpInDialog(page, account, () => expectAccessible(page, { scope: '[role="dialog"]' }));

      await userMenuButton(page, account.name).click();
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
      await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
      await expectAccessible(page);
      await verifyInDialog(page, cluster, 'Verify Email', 'email', account.email, 'Email verified successfully!');
      await verifyInDialog(page, cluster, 'Verify Phone Number', 'sms', account.phoneNumber, 'Phone number verified successfully!');

      // Both verified, whichever process answers: the header's List Tickets leads to the sell page.
      await page.getByRole('banner').getByRole('link', { name: 'List Tickets' }).click();
      await page.getByRole('heading', { name: 'List your Tickets', level: 1 }).waitFor();
      await page.getByRole('form', { name: 'Event and sender email' }).waitFor();
      await expectAccessible(page);
    });
  } finally {
    await context.close();
  }
  return `${account.email}: signed up, e-mail and phone verified with the codes, past the selling gate`;
}
