import type { Page } from 'playwright-core';
import type { Concert } from '../../src/shared/entities';
import { eventPath } from '../../src/shared/slug';
import { expectVisible } from './expectPage';
import { openPage } from './journey';
import { needsTerms, TERMS } from './sellTerms';

/**
 * A seller lists a ticket as a fan does at 1440 px: the event chosen, 'Same as registered email', the instructions,
 * then `forward` (the seller's mailbox sending the booking e-mail as an attachment), Verify, and the price; it ends
 * on the event page. The seller must be signed in with verified contacts.
 */
export async function listThroughWizard(page: Page, origin: string, event: Concert, forward: () => Promise<void>, price: number): Promise<void> {
  // From the event's 'Sell Tickets': the wizard opens with the event chosen.
  await openPage(page, `${origin}/sell-tickets?eventId=${event.concertId}`);
  const form = page.getByRole('form', { name: 'Event and sender email' });
  await expectVisible(form.getByRole('button', { name: `Remove ${event.concertName}` }));
  await form.getByRole('checkbox', { name: 'Same as registered email' }).check();
  if (needsTerms(event)) await form.getByRole('checkbox', { name: TERMS }).check();
  await form.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectVisible(page.getByRole('heading', { name: 'Verify Ticket Ownership', level: 1 }));

  await forward();
  await page.getByRole('button', { name: "I've forwarded the email", exact: true }).click();
  await page.getByRole('dialog', { name: 'Have you forwarded the email correctly?' }).getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('heading', { name: 'Your tickets are listed!', level: 1 }).waitFor({ timeout: 90_000 });
  const details = page.getByRole('form', { name: 'Ticket details' });
  await details.getByLabel('Price per ticket (₹)').fill(String(price));
  await details.getByRole('button', { name: 'Save and view event', exact: true }).click();
  await page.waitForURL(origin + eventPath(event.concertId, event.concertName));
}
