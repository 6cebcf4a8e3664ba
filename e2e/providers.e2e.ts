/**
 * Ticketing providers as data (issue 45), at 1440 × 900. An operator adds a fifth provider, TicketNest, whose
 * e-mails have a layout none of the shipped four has: tries a sample e-mail signed with a development test key the
 * server trusts (DKIM_TEST_KEYS), sees a field missing and fixes its rule, creates it, is refused enabling it until a
 * sample is kept, keeps one and enables it, and names it on a new event. A seller lists a ticket through it with the
 * wizard and a mailbox delivery; a buyer's meet-up check of the booking id matches. Then District changes its
 * subject line: the operator sees the new e-mail fail to read, edits District into a new version, sees the old
 * kept sample still read with nothing changed, keeps the new one; a seller lists through the new layout. The
 * operator's steps are timed and printed. The console's pages pass axe at 1440 and 390 px.
 */
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { AdminEventPage } from '../src/shared/admin/events';
import type { Concert } from '../src/shared/entities';
import type { BookingEmailFields } from '../src/server/mailbox/bookingLayouts/layoutValues';
import { buildOriginal } from '../src/server/mail/testing/bookingEmails';
import { eventPath } from '../src/shared/slug';
import { newAccount, signInViaApi, signUpViaApi, type TestAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { artifactPath } from './support/browser';
import { consoleJourney } from './support/consoleJourney';
import { expectText, expectVisible } from './support/expectPage';
import { expectToast, openPage, waitUntil, withFailureScreenshots, type Visitor } from './support/journey';
import { districtNewSubjectOriginal, forwardToMailbox, makeTestKey, signAs, ticketNestOriginal } from './support/providerMail';
import { categories, concert, upcomingConcerts } from './support/seed';
import { listThroughWizard } from './support/sellThroughWizard';
import { verifyContactsViaApi } from './support/verifiedSeller';

jest.setTimeout(600_000);

const key = makeTestKey(['ticketnest.in', 'district.in']);
const journey = consoleJourney({ DKIM_TEST_KEYS: key.keysFile });

const GREEN = 'This is the verified booking';
const CHECK_TITLE = 'At the meet-up: check the ticket';

/** The operator's steps, timed: printed at the end of the file. */
const timings: [string, number][] = [];
async function timed<T>(what: string, steps: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await steps();
  timings.push([what, Date.now() - started]);
  return result;
}
afterAll(() => {
  if (timings.length === 0) return;
  // Read by people, and by the closing note: how long the operator's steps take in a browser.
  console.log(['Operator steps (providers journey):', ...timings.map(([what, ms]) => `  ${what}: ${(ms / 1000).toFixed(1)} s`)].join('\n'));
});

const letters = (n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)]).join('');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A booking of two GOLD seats at ₹2,400 each for `event`, bought by `to`. */
function booking(event: Pick<Concert, 'concertName' | 'concertDate' | 'concertVenue' | 'concertCity'>, to: string, bookingId: string): BookingEmailFields {
  return {
    to,
    eventName: event.concertName,
    eventDate: event.concertDate,
    venue: event.concertVenue,
    city: event.concertCity,
    seat: `GOLD - Row ${letters(1)}, Seats 4, 5`,
    quantity: 2,
    amountPaid: 4800,
    bookingId,
  };
}

const ticketNestId = () => `TN-${digits(5)}-${letters(2)}`;
const districtId = () => `DSTN-${digits(5)}-${letters(2)}`;

const emlFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'message/rfc822', buffer });

/** The rule boxes of one booking field in the definition form. */
const rule = (page: Page, field: string) => page.getByRole('form', { name: 'Provider definition' }).getByRole('group', { name: field });

async function tryEmail(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('try-file').setInputFiles(emlFile(name, buffer));
  const heading = page.getByRole('heading', { name: `What ${name} reads as` });
  await expectVisible(heading);
  return page.getByRole('region', { name: 'Try it' });
}

/**
 * A buyer on a phone opens the listing's contact dialog and checks the booking id at the meet-up: green. `help`:
 * what the dialog must tell of the provider's booking id, as its operator wrote it.
 */
async function buyerCheckMatches(page: Page, origin: string, event: Concert, bookingId: string, help?: { label: string; where: string }) {
  await openPage(page, origin + eventPath(event.concertId, event.concertName));
  const card = page.getByRole('list', { name: 'Ticket listings' }).getByRole('article').first();
  await card.getByRole('button', { name: 'Contact Seller' }).click();
  await page.getByRole('dialog', { name: 'Contact the seller' }).getByRole('button', { name: CHECK_TITLE }).click();
  const dialog = page.getByRole('dialog', { name: CHECK_TITLE });
  if (help) {
    await expectVisible(dialog.getByText(help.where));
    await expectVisible(dialog.getByRole('textbox', { name: `${help.label} on the seller's ticket` }));
  }
  await dialog.getByRole('textbox').fill(bookingId);
  await dialog.getByRole('button', { name: 'Check', exact: true }).click();
  await expectText(dialog.getByRole('status'), new RegExp(`^${GREEN}`));
}

async function newSeller(origin: string, visit: () => Promise<Visitor>): Promise<{ page: Page; seller: TestAccount }> {
  const { context, page } = await visit();
  const seller = newAccount('Seller');
  await signUpViaApi(context, origin, seller);
  await verifyContactsViaApi(context, origin, seller);
  return { page, seller };
}

describe('ticketing providers as data', () => {
  let origin = '';
  let admin: Page;

  beforeAll(async () => {
    const operator = newAccount('Operator');
    const made = await journey.makeOperator(operator);
    expect(made.granted).toMatchObject({ code: 0 });
    origin = made.origin;
    const visitor = await journey.visit(1440);
    admin = visitor.page;
    await signInViaApi(visitor.context, origin, operator.email, operator.password);
  }, 180_000);

  it('an operator adds a fifth provider from a sample e-mail, a seller lists through it, and a buyer’s check matches', async () => {
    const seller = await newSeller(origin, () => journey.visit(1440));
    const buyer = await journey.visit(390);
    await withFailureScreenshots('providers-fifth', () => [admin, seller.page, buyer.page], async () => {
      const sampleEvent = { concertName: 'Ritviz Live in Pune', concertDate: '2030-03-02T14:30:00.000Z', concertVenue: 'Phoenix Arena', concertCity: 'Pune' };
      const sample = await signAs(ticketNestOriginal(booking(sampleEvent, 'operator.sample@example.com', ticketNestId())), 'ticketnest.in', key);

      await timed('add TicketNest: define, try, fix a rule, create', async () => {
        await openPage(admin, `${origin}/admin/providers`);
        await expectVisible(admin.getByRole('heading', { level: 1, name: 'Providers' }));
        await expectText(admin.getByRole('status').filter({ hasText: 'providers' }), /^4 providers/);
        await expectAccessible(admin);
        await admin.screenshot({ path: artifactPath('providers-list-1440.png'), fullPage: true });

        await admin.getByRole('link', { name: 'New provider' }).click();
        await expectVisible(admin.getByRole('heading', { level: 1, name: 'New provider' }));
        const form = admin.getByRole('form', { name: 'Provider definition' });
        await form.getByRole('textbox', { name: 'Name', exact: true }).fill('TicketNest');
        await form.getByRole('textbox', { name: 'Short name for links' }).fill('ticketnest');
        await form.getByRole('textbox', { name: 'DKIM signing domains, one a line' }).fill('ticketnest.in');
        await form.getByRole('textbox', { name: 'From domains that must align, one a line' }).fill('ticketnest.in');
        await form.getByRole('textbox', { name: 'Confirmation subject patterns, one a line' }).fill('^Your TicketNest e-ticket for (?P<event>.+)$');
        await rule(admin, 'Booking ID').getByRole('textbox', { name: 'Pattern' }).fill('^Reference no\\. (?P<bookingId>TN-[0-9]+-[A-Z]+)$');
        await rule(admin, 'Event name').getByRole('textbox', { name: 'Pattern' }).fill('^Your TicketNest e-ticket for (?P<eventName>.+)$');
        await rule(admin, 'Event name').getByRole('checkbox', { name: 'A pattern without a label reads the subject line' }).check();
        await rule(admin, 'Date and time').getByRole('textbox', { name: 'Pattern' }).fill('^Starts\\.+ (?P<dateTime>.+)$');
        await rule(admin, 'Venue and city').getByRole('textbox', { name: 'Pattern' }).fill('^Venue\\.+ (?P<venue>.+)$');
        await rule(admin, 'Number of tickets').getByRole('textbox', { name: 'Pattern' }).fill('^Passes\\.+ (?P<quantity>[0-9]+)$');
        await rule(admin, 'Amount paid').getByRole('textbox', { name: 'Pattern' }).fill('^Charged\\.+ (?P<amountPaid>.+)$');
        // A first guess at the seat, as an operator might make it: the e-mail says 'Zone', not 'Seat'.
        await rule(admin, 'Seat').getByRole('textbox', { name: 'Label' }).fill('Seat');
        await form.getByRole('textbox', { name: "Subject to search for ({event} stands for the event's name)" }).fill('Your TicketNest e-ticket for {event}');
        await form.getByRole('textbox', { name: 'What the provider calls the booking id' }).fill('Reference no.');
        await form.getByRole('textbox', { name: 'Where the booking id is shown' }).fill("In the TicketNest app under My passes. In the e-mail it follows 'Reference no.'");

        const tried = await tryEmail(admin, 'ticketnest-sample.eml', sample);
        await expectVisible(tried.getByText(/^DKIM signature verified: signed by ticketnest\.in \(selector mp-test\), checked with the development test key/));
        await expectVisible(tried.getByText('The subject reads as a confirmation.'));
        await expectText(tried.getByText(/^Missing:/), 'Missing: Seat.');
        const fields = tried.getByRole('list', { name: 'Fields read from the tried e-mail' });
        await expectVisible(fields.getByRole('listitem').filter({ hasText: 'Booking ID' }).getByText(/^From the text part: .*Reference no\. TN-/));
        await expectVisible(fields.getByRole('listitem').filter({ hasText: 'Event name' }).getByText(/^From the subject line/));
        await expectAccessible(admin);
        await admin.screenshot({ path: artifactPath('providers-try-missing-1440.png'), fullPage: true });

        await rule(admin, 'Seat').getByRole('textbox', { name: 'Label' }).fill('');
        await rule(admin, 'Seat').getByRole('textbox', { name: 'Pattern' }).fill('^Zone\\.+ (?P<seat>.+)$');
        await tried.getByRole('button', { name: 'Try again with the form as it is' }).click();
        await expectVisible(tried.getByText('Every field was read.'));
        await expectVisible(fields.getByRole('listitem').filter({ hasText: 'Seat' }).getByText(/^GOLD - Row [A-Z], Seats 4, 5$/));

        await form.getByRole('button', { name: 'Create provider' }).click();
        await expectToast(admin, 'TicketNest is created');
        await expectVisible(admin.getByRole('heading', { level: 1, name: 'TicketNest' }));
      });

      await timed('enable TicketNest: refused, keep the sample, enable', async () => {
        await admin.getByRole('button', { name: 'Enable TicketNest' }).click();
        const refusal = admin.getByRole('alert').filter({ hasText: /sample/i });
        await expectVisible(refusal);
        await waitUntil('the refusal focused', () => refusal.evaluate((element) => element === document.activeElement), (focused) => focused);
        await expectAccessible(admin);
        await admin.screenshot({ path: artifactPath('providers-enable-refused-1440.png'), fullPage: true });

        await admin.getByTestId('sample-file').setInputFiles(emlFile('ticketnest-sample.eml', sample));
        await expectToast(admin, 'ticketnest-sample.eml is kept as a sample');
        const kept = admin.getByRole('region', { name: 'Kept samples' }).getByRole('listitem', { name: 'ticketnest-sample.eml' });
        await expectVisible(kept.getByText('Every field was read.'));
        await admin.getByRole('button', { name: 'Enable TicketNest' }).click();
        await expectToast(admin, 'TicketNest is enabled');
        await expectVisible(admin.getByRole('button', { name: 'Disable TicketNest' }));
      });

      const eventName = `Prateek Kuhad Live ${Date.now().toString(36)}`;
      await timed('name TicketNest on a new event', async () => {
        const category = (await categories(origin))[0];
        await openPage(admin, `${origin}/admin/events`);
        await admin.getByRole('button', { name: 'New event' }).click();
        const form = admin.getByRole('dialog', { name: 'New event' });
        await form.getByRole('textbox', { name: 'Event name' }).fill(eventName);
        await form.getByRole('textbox', { name: 'Date and time (India)' }).fill('15/06/2030 7:30 pm');
        await form.getByRole('textbox', { name: 'Venue' }).fill('NSCI Dome');
        await form.getByRole('textbox', { name: 'City' }).fill('Mumbai');
        await form.getByRole('textbox', { name: 'Artist' }).fill('Prateek Kuhad');
        await form.getByRole('combobox', { name: 'Category' }).click();
        await admin.getByRole('option', { name: category.categoryTitle }).click();
        await form.getByRole('combobox', { name: 'Selling provider' }).click();
        await admin.getByRole('option', { name: 'TicketNest (ticketnest.in)' }).click();
        await form.getByRole('button', { name: 'Create event' }).click();
        await expectToast(admin, `${eventName} is created`);
      });
      const found = await admin.context().request.get(`${origin}/api/admin/events?query=${encodeURIComponent(eventName)}&pageNumber=0`);
      const event = await concert(origin, ((await found.json()) as AdminEventPage).content[0].id);
      expect(event.expectedDkimDomain).toBe('ticketnest.in');

      // The seller lists through TicketNest: the wizard, and their own TicketNest e-mail forwarded to the mailbox.
      const bookingId = ticketNestId();
      const mail = await signAs(ticketNestOriginal(booking(event, seller.seller.email, bookingId)), 'ticketnest.in', key);
      await listThroughWizard(seller.page, origin, event, () => forwardToMailbox(journey.server, seller.seller.email, mail), 2400);
      await expectVisible(seller.page.getByRole('list', { name: 'Ticket listings' }).getByRole('article').filter({ hasText: 'Your listing' }));

      await signUpViaApi(buyer.context, origin, newAccount('Buyer'));
      await buyerCheckMatches(buyer.page, origin, event, bookingId, { label: 'Reference no.', where: "In the TicketNest app under My passes. In the e-mail it follows 'Reference no.'" });
      await buyer.page.screenshot({ path: artifactPath('providers-meetup-match-390.png') });
    });
  });

  it('a layout change to District is fixed the same way, with the old sample still reading', async () => {
    const seller = await newSeller(origin, () => journey.visit(1440));
    await withFailureScreenshots('providers-district', () => [admin, seller.page], async () => {
      const events = (await upcomingConcerts(origin)).content.filter((e) => e.expectedDkimDomain === 'district.in');
      if (events.length === 0) throw new Error('no upcoming district.in event in the seeded catalogue');
      const [event] = events;
      const oldLayout = await signAs(buildOriginal('district', booking(event, 'before@example.com', districtId())), 'district.in', key);
      const newLayout = await signAs(districtNewSubjectOriginal(booking(event, 'after@example.com', districtId())), 'district.in', key);

      await openPage(admin, `${origin}/admin/providers/district`);
      await expectVisible(admin.getByRole('heading', { level: 1, name: 'District' }));
      // A sample of the layout District has sent until now, kept before the change.
      await admin.getByTestId('sample-file').setInputFiles(emlFile('district-before.eml', oldLayout));
      await expectToast(admin, 'district-before.eml is kept as a sample');
      const samples = admin.getByRole('region', { name: 'Kept samples' });
      await expectVisible(samples.getByRole('listitem', { name: 'district-before.eml' }).getByText('Every field was read.'));

      await timed('fix District: try the new layout, edit, save a version, keep the sample', async () => {
        const tried = await tryEmail(admin, 'district-after.eml', newLayout);
        await expectVisible(tried.getByText('The subject matches no confirmation pattern.'));
        await expectVisible(tried.getByText(/^Missing: .*Event name/));

        const form = admin.getByRole('form', { name: 'Provider definition' });
        const subjects = form.getByRole('textbox', { name: 'Confirmation subject patterns, one a line' });
        await subjects.fill(`${await subjects.inputValue()}\n^Booking confirmed: (?P<event>.+)$`);
        await rule(admin, 'Event name').getByRole('textbox', { name: 'Pattern' }).fill('^(?:Your tickets for |Booking confirmed: )(?P<eventName>.+?)(?: are confirmed)?$');
        await tried.getByRole('button', { name: 'Try again with the form as it is' }).click();
        await expectVisible(tried.getByText('The subject reads as a confirmation.'));
        await expectVisible(tried.getByText('Every field was read.'));

        const save = form.getByRole('button', { name: /^Save as version \d+$/ });
        const version = Number((await save.innerText()).replace(/\D/g, ''));
        await save.click();
        await expectToast(admin, `District is saved as version ${version}`);
        const changes = admin.getByRole('region', { name: `Version ${version} re-read the kept samples` });
        const before = changes.getByRole('listitem').filter({ hasText: 'district-before.eml' });
        await expectVisible(before.getByText('Still reads fully.'));
        await expectVisible(before.getByText('Nothing changed.'));
        await waitUntil(
          'the changes heading focused',
          () => changes.getByRole('heading').evaluate((element) => element === document.activeElement),
          (focused) => focused,
        );
        await expectAccessible(admin);
        await admin.screenshot({ path: artifactPath('providers-district-version-1440.png'), fullPage: true });

        await tried.getByRole('button', { name: 'Keep this e-mail as a sample' }).click();
        await expectToast(admin, 'district-after.eml is kept as a sample');
        await expectVisible(samples.getByRole('listitem', { name: 'district-after.eml' }).getByText('Every field was read.'));
        await expectVisible(samples.getByRole('listitem', { name: 'district-before.eml' }).getByText('Every field was read.'));
      });

      const bookingId = districtId();
      const mail = await signAs(districtNewSubjectOriginal(booking(event, seller.seller.email, bookingId)), 'district.in', key);
      await listThroughWizard(seller.page, origin, event, () => forwardToMailbox(journey.server, seller.seller.email, mail), 2400);
      await expectVisible(seller.page.getByRole('list', { name: 'Ticket listings' }).getByRole('article').filter({ hasText: 'Your listing' }));
    });
  });
});
