/**
 * Data rights journey (issue 18, India's DPDP Act 2023): a demo seller downloads their data from the profile
 * (the saved JSON holds their e-mail and their listings), then deletes their account with DELETE typed and their
 * password, after a wrong password is refused in the dialog. They land on the home page signed out, their
 * password no longer signs in, and the same address signs up again. The section and the dialog pass axe.
 */
import { readFile } from 'node:fs/promises';
import type { AccountDataExport } from '../src/shared/dataExport';
import { expectAccessible } from './support/axe';
import { expectText } from './support/expectPage';
import { expectToast, openPage, userMenuButton, withFailureScreenshots } from './support/journey';
import { journeySuite } from './support/journeySuite';
import { signInViaApi } from './support/accounts';
import { DEMO_SELLER_PASSWORD, DEMO_SELLERS, myListings } from './support/seed';

jest.setTimeout(240_000);

const suite = journeySuite();

test('a fan downloads their data, deletes their account, is signed out, and can sign up again with the same address', async () => {
  const { context, page } = await suite.visit();
  const origin = suite.server.origin;
  const seller = DEMO_SELLERS[0];

  await withFailureScreenshots('data-rights', () => [page], async () => {
    await signInViaApi(context, origin, seller.email, DEMO_SELLER_PASSWORD);
    const listings = (await myListings(context, origin)).content.map((listing) => listing.ticketListingId);
    expect(listings.length).toBeGreaterThan(0);
    await openPage(page, `${origin}/profile`);
    const section = page.getByRole('region', { name: 'Your Data' });
    await section.getByRole('button', { name: 'Download my data' }).waitFor();
    await expectAccessible(page, { scope: 'section[aria-labelledby="data-section"]' });

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^fantickets-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as AccountDataExport;
    expect(data.account).toMatchObject({ email: seller.email, name: seller.name });
    expect(data.listings.map((listing) => listing.id).sort()).toEqual([...listings].sort());
    await expectToast(page, 'Your data has been downloaded');

    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirmation = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' });
    await confirmation.fill('DELETE');
    await dialog.getByLabel('Current password').fill('not my password');
    await expectAccessible(page, { scope: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectText(dialog.getByRole('alert'), 'Your current password is not correct');
    await expectAccessible(page, { scope: '[role="dialog"]' });

    await dialog.getByLabel('Current password').fill(DEMO_SELLER_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${origin}/`);
    await expectToast(page, 'Your account has been deleted');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect((await context.request.get(`${origin}/auth/session`)).status()).toBe(401);

    // The old password opens nothing any more.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    const signIn = page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(seller.email);
    await signIn.getByLabel('Password').fill(DEMO_SELLER_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page.getByRole('dialog').getByRole('alert'), 'Invalid email or password');

    // The address is free: it signs up again as a new account, with nothing of the old one.
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Up', exact: true }).click();
    const signUp = page.getByRole('dialog').getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Full Name').fill(seller.name);
    await signUp.getByLabel('Email').fill(seller.email);
    await signUp.getByLabel('Phone Number').fill(seller.phone);
    await signUp.getByLabel('Password').fill('a fresh start 2026');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await userMenuButton(page, seller.name).waitFor();
    expect((await myListings(context, origin)).totalElements).toBe(0);
  });
});
