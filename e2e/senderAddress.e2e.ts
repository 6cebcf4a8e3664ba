/**
 * Sender address journey (issue 15): a verified seller types another address in the first step of selling,
 * is told a code will be sent to it, gets the code from the dev outbox, verifies it in the code dialog and
 * moves on to the instructions. At a desktop width (1440 px) and a phone width (390 px), with axe (every impact) on
 * each page and the dialog at the test's width.
 */
import { newAccount, outboxCount, signUpViaApi, waitForCode } from './support/accounts';
import { expectAccessible, type Width } from './support/axe';
import { artifactPath } from './support/browser';
import { expectToast, fullPageShot, openPage, withFailureScreenshots } from './support/journey';
import { upcomingConcerts } from './support/seed';
import { journeySuite } from './support/journeySuite';
import { needsTerms, TERMS } from './support/sellTerms';
import { verifyContactsViaApi } from './support/verifiedSeller';

jest.setTimeout(300_000);

const suite = journeySuite();

const HINT = "We'll send a code to this address";

test.each<[string, Width, number, RegExp]>([
  ['desktop', 1440, 900, /^Verify Ticket Ownership$/],
  ['phone', 390, 844, /^Forward Confirmation Email - Part 1$/],
])('a seller proves another sender address with a code and moves on (%s, %i px)', async (label, width, height, nextStep) => {
  const event = (await upcomingConcerts(suite.server.origin)).content.find((e) => e.expectedDkimDomain === 'bookmyshow.com');
  if (!event) throw new Error('no upcoming bookmyshow.com event in the seeded catalogue');
  const visitor = await suite.visit();
  const { page, context } = visitor;
  await page.setViewportSize({ width, height });
  const account = newAccount('Sender');
  const otherAddress = `family.${account.email}`;

  await withFailureScreenshots(`sender-address-${label}`, () => [page], async () => {
    await openPage(page, suite.server.origin + '/');
    await signUpViaApi(context, suite.server.origin, account);
    await verifyContactsViaApi(context, suite.server.origin, account);

    await openPage(page, `${suite.server.origin}/sell-tickets?eventId=${event.concertId}`);
    await page.getByRole('heading', { name: 'List your Tickets', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Event and sender email' });
    await form.getByText(event.concertName).first().waitFor();
    if (needsTerms(event)) await form.getByRole('checkbox', { name: TERMS }).check();

    // The registered (verified) address needs no code; another address does, and the field says so.
    const sender = form.getByLabel('Sender email');
    await sender.fill(account.email);
    await form.getByText(HINT).waitFor({ state: 'hidden' });
    await sender.fill(otherAddress);
    await form.getByText(HINT).waitFor();
    await expectAccessible(page, { impacts: 'all', widths: [width] });
    await fullPageShot(page, `sender-address-step-${width}.png`);

    const before = await outboxCount(suite.server.origin, 'email', otherAddress);
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Sender Email' });
    await dialog.waitFor();
    await dialog.getByText(otherAddress).waitFor();
    const code = await waitForCode(suite.server.origin, 'email', otherAddress, before);
    await dialog.getByRole('button', { name: /^Resend in \d+s$/ }).waitFor();
    await expectAccessible(page, { scope: '[role="dialog"]', impacts: 'all', widths: [width] });
    await page.screenshot({ path: artifactPath(`sender-address-dialog-${width}.png`) });

    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectToast(page, 'Sender email verified successfully!');
    await page.getByRole('heading', { name: nextStep, level: 1 }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expectAccessible(page, { impacts: 'all', widths: [width] });

    const proven = await context.request.get(`${suite.server.origin}/api/sender-addresses`);
    expect(await proven.json()).toEqual({ addresses: [otherAddress] });
  });
});
