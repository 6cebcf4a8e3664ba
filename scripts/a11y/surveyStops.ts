import type { Page } from 'playwright-core';
import { createTransport } from 'nodemailer';
import type { DemoForward } from '../../src/server/mailbox/demoForward';
import type { Concert } from '../../src/shared/entities';
import { eventPath } from '../../src/shared/slug';
import type { Width } from '../../e2e/support/axe';
import { openPage } from '../../e2e/support/journey';

/** Who is looking: each has a browser profile of their own for the whole tour at one width. */
export type Role = 'visitor' | 'fan' | 'seller' | 'demoSeller';

/** What the tour knows before it starts: the data it uses, read from the server. */
export interface Tour {
  origin: string;
  smtpPort: number;
  width: Width;
  /** An event with a listing on sale by someone else. */
  event: Concert;
  /** A BookMyShow event, which the demo forward can verify. */
  sellEvent: Concert;
  keyword: string;
  mailbox: string;
  /** The selling account's address, and the forward it sends (made by the first stop that delivers it). */
  sellerEmail: string;
  forward: () => Promise<DemoForward>;
}

export interface Stop {
  name: string;
  kind: 'page' | 'dialog' | 'popup';
  as: Role;
  /** Where axe looks: the open dialog or popup; the whole page if not given. */
  scope?: string;
  /** Only at these widths (the phone's menu, the phone's second instructions step). */
  widths?: readonly Width[];
  /** Brings the role's page to this state from wherever the previous stop left it; throws if it cannot. */
  reach(page: Page, tour: Tour): Promise<void>;
}

const DIALOG = '[role="dialog"]';
const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { name, level }).first().waitFor();

/** The header's user-menu button (the fan's name), or null where the header shows none at this width. */
async function userMenuButton(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: /Tester/ });
  await page.getByRole('banner').waitFor();
  return (await button.isVisible()) ? button : null;
}

/**
 * The user menu's item `label`: from the header's dropdown where the header shows it (a laptop; a phone in a build
 * without the menu drawer), else from the menu drawer.
 */
async function userAction(page: Page, tour: Tour, label: string): Promise<void> {
  await openPage(page, tour.origin + '/');
  await heading(page, 'Popular Events', 2);
  const dropdown = await userMenuButton(page);
  if (dropdown) {
    await dropdown.click();
    await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: label, exact: true }).click();
  }
}

async function deliver(tour: Tour, forward: DemoForward): Promise<void> {
  const transport = createTransport({ host: '127.0.0.1', port: tour.smtpPort, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: tour.sellerEmail, to: tour.mailbox }, raw: forward.raw });
  } finally {
    transport.close();
  }
}

/** The first selling step for the BookMyShow event, with its terms box ticked. */
async function sellStepOne(page: Page, tour: Tour) {
  await openPage(page, `${tour.origin}/sell-tickets?eventId=${tour.sellEvent.concertId}`);
  await heading(page, 'List your Tickets');
  const form = page.getByRole('form', { name: 'Event and sender email' });
  await form.getByText(tour.sellEvent.concertName).first().waitFor();
  await form.getByRole('checkbox', { name: /A recent booking confirmation email is needed/ }).check();
  return form;
}

/** From the first step with the registered address to the button that starts verification. */
async function toVerifyButton(page: Page, tour: Tour) {
  const form = await sellStepOne(page, tour);
  await form.getByRole('checkbox', { name: 'Same as registered email' }).check();
  await form.getByRole('button', { name: 'Continue', exact: true }).click();
  if (tour.width === 390) {
    await heading(page, 'Forward Confirmation Email - Part 1');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: "I've forwarded the email", exact: true }).waitFor();
}

/** Every page and dialog of the product, in the order the tour reaches them (a stop may build on the one before). */
export const STOPS: readonly Stop[] = [
  {
    name: 'Home, signed out (welcome panel)',
    kind: 'page',
    as: 'visitor',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
  {
    name: 'Sign in dialog',
    kind: 'dialog',
    as: 'visitor',
    scope: DIALOG,
    async reach(page) {
      await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('dialog').getByRole('form', { name: 'Sign in' }).waitFor();
    },
  },
  {
    name: 'Sign in dialog, wrong password',
    kind: 'dialog',
    as: 'visitor',
    scope: DIALOG,
    async reach(page) {
      const form = page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill('nobody@e2e.example.com');
      await form.getByLabel('Password').fill('not the password');
      await form.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('dialog').getByText('Invalid email or password').first().waitFor();
    },
  },
  {
    name: 'Sign up dialog',
    kind: 'dialog',
    as: 'visitor',
    scope: DIALOG,
    async reach(page) {
      await page.getByRole('dialog').getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.getByRole('dialog').getByRole('form', { name: 'Sign up' }).waitFor();
    },
  },
  {
    name: 'Sign up dialog, sent empty',
    kind: 'dialog',
    as: 'visitor',
    scope: DIALOG,
    async reach(page) {
      const form = page.getByRole('dialog').getByRole('form', { name: 'Sign up' });
      await form.getByRole('button', { name: 'Create Account' }).click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'Menu drawer, signed out',
    kind: 'dialog',
    as: 'visitor',
    scope: DIALOG,
    widths: [390],
    async reach(page, tour) {
      await openPage(page, tour.origin + '/');
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign In' }).waitFor();
    },
  },
  {
    name: 'Sign-in page /login',
    kind: 'page',
    as: 'visitor',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/login');
      await page.getByRole('form', { name: 'Sign in' }).waitFor();
    },
  },
  {
    name: 'Terms /terms',
    kind: 'page',
    as: 'visitor',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/terms');
      await heading(page, 'Terms and Conditions');
    },
  },
  {
    name: 'API reference /api/docs (swagger-ui)',
    kind: 'page',
    as: 'visitor',
    async reach(page, tour) {
      await page.goto(tour.origin + '/api/docs/');
      await page.getByRole('heading', { name: /FanTickets API/ }).waitFor();
      await page.locator('.opblock').first().waitFor();
    },
  },
  {
    name: 'Home, signed in',
    kind: 'page',
    as: 'fan',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/');
      await heading(page, 'Popular Events', 2);
      await page.getByRole('region', { name: 'Recently Viewed' }).waitFor();
    },
  },
  {
    name: 'User menu (header dropdown)',
    kind: 'popup',
    as: 'fan',
    scope: '[role="menu"]',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/');
      const dropdown = await userMenuButton(page);
      if (!dropdown) throw new Error('no dropdown in the header at this width: the menu drawer holds its items');
      await dropdown.click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).waitFor();
    },
  },
  {
    name: 'Menu drawer, signed in',
    kind: 'dialog',
    as: 'fan',
    scope: DIALOG,
    widths: [390],
    async reach(page, tour) {
      await openPage(page, tour.origin + '/');
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).waitFor();
    },
  },
  {
    name: 'Feedback dialog',
    kind: 'dialog',
    as: 'fan',
    scope: DIALOG,
    async reach(page, tour) {
      await userAction(page, tour, 'Feedback');
      await page.getByRole('dialog', { name: 'Feedback' }).getByRole('textbox').waitFor();
    },
  },
  {
    name: 'Suggest Events dialog',
    kind: 'dialog',
    as: 'fan',
    scope: DIALOG,
    async reach(page, tour) {
      await userAction(page, tour, 'Suggest Events');
      await page.getByRole('dialog', { name: 'Suggest Events' }).getByRole('textbox').waitFor();
    },
  },
  {
    name: 'Log out dialog',
    kind: 'dialog',
    as: 'fan',
    scope: DIALOG,
    async reach(page, tour) {
      await userAction(page, tour, 'Logout');
      await page.getByRole('dialog', { name: 'Are you sure you want to log out?' }).waitFor();
    },
  },
  {
    name: 'Explore /explore',
    kind: 'page',
    as: 'fan',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/explore');
      await page.getByRole('list', { name: 'Events' }).getByRole('article').first().waitFor();
    },
  },
  {
    name: 'Explore: date picker',
    kind: 'popup',
    as: 'fan',
    scope: DIALOG,
    async reach(page) {
      await page.getByRole('button', { name: /^Dates/ }).first().click();
      await page.getByRole('dialog', { name: 'Choose dates' }).waitFor();
    },
  },
  {
    name: 'Event page',
    kind: 'page',
    as: 'fan',
    async reach(page, tour) {
      await openPage(page, tour.origin + eventPath(tour.event.concertId, tour.event.concertName));
      await heading(page, tour.event.concertName);
      await page.getByRole('list', { name: 'Ticket listings' }).getByRole('article').first().waitFor();
    },
  },
  {
    name: 'Search results /search?q=',
    kind: 'page',
    as: 'fan',
    async reach(page, tour) {
      await openPage(page, `${tour.origin}/search?q=${encodeURIComponent(tour.keyword)}`);
      await page.getByRole('list', { name: 'Search results' }).getByRole('article').first().waitFor();
    },
  },
  {
    name: 'Search suggestions',
    kind: 'popup',
    as: 'fan',
    async reach(page, tour) {
      const box = page.getByRole('main').getByRole('combobox', { name: 'Search events' });
      await box.fill('');
      await box.pressSequentially(tour.keyword, { delay: 30 });
      await page.getByRole('listbox', { name: 'Event suggestions' }).getByRole('option').first().waitFor();
    },
  },
  {
    name: 'Search, nothing found',
    kind: 'page',
    as: 'fan',
    async reach(page, tour) {
      await openPage(page, `${tour.origin}/search?q=zzqxv%20nothing%20like%20this`);
      await page.getByRole('main').getByText('No results found').first().waitFor();
    },
  },
  {
    name: 'Profile, contacts unverified',
    kind: 'page',
    as: 'fan',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/profile');
      await page.getByRole('region', { name: 'Account Details' }).getByRole('button', { name: 'Verify Email' }).waitFor();
    },
  },
  {
    name: 'E-mail code dialog (OTP)',
    kind: 'dialog',
    as: 'fan',
    scope: DIALOG,
    async reach(page) {
      await page.getByRole('region', { name: 'Account Details' }).getByRole('button', { name: 'Verify Email' }).click();
      await page.getByRole('dialog', { name: 'Verify Email' }).getByRole('button', { name: /^Resend in/ }).waitFor();
    },
  },
  {
    name: 'Event not found (404)',
    kind: 'page',
    as: 'fan',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/events/gone/999999');
      await heading(page, 'Event not found');
    },
  },
  {
    name: 'Contact the seller dialog',
    kind: 'dialog',
    as: 'seller',
    scope: DIALOG,
    async reach(page, tour) {
      await openPage(page, tour.origin + eventPath(tour.event.concertId, tour.event.concertName));
      await page.getByRole('list', { name: 'Ticket listings' }).getByRole('button', { name: 'Contact Seller' }).first().click();
      await page.getByRole('dialog', { name: 'Contact the seller' }).waitFor();
    },
  },
  {
    name: 'Meet-up check dialog',
    kind: 'dialog',
    as: 'seller',
    scope: DIALOG,
    async reach(page) {
      await page.getByRole('dialog', { name: 'Contact the seller' }).getByRole('button', { name: 'At the meet-up: check the ticket' }).click();
      await page.getByRole('dialog', { name: 'At the meet-up: check the ticket' }).getByRole('textbox').waitFor();
    },
  },
  {
    name: 'Sell step 1: event and sender',
    kind: 'page',
    as: 'seller',
    async reach(page, tour) {
      await sellStepOne(page, tour);
    },
  },
  {
    name: 'Sender e-mail code dialog',
    kind: 'dialog',
    as: 'seller',
    scope: DIALOG,
    async reach(page, tour) {
      const form = await sellStepOne(page, tour);
      await form.getByLabel('Sender email').fill(`family.${tour.sellerEmail}`);
      await form.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('dialog', { name: 'Verify Sender Email' }).getByRole('button', { name: /^Resend in/ }).waitFor();
    },
  },
  {
    name: 'Sell step 2: forwarding instructions',
    kind: 'page',
    as: 'seller',
    async reach(page, tour) {
      const form = await sellStepOne(page, tour);
      await form.getByRole('checkbox', { name: 'Same as registered email' }).check();
      await form.getByRole('button', { name: 'Continue', exact: true }).click();
      await heading(page, tour.width === 390 ? 'Forward Confirmation Email - Part 1' : 'Verify Ticket Ownership');
    },
  },
  {
    name: 'Sell step 2, part 2 (phone)',
    kind: 'page',
    as: 'seller',
    widths: [390],
    async reach(page) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await heading(page, 'Forward Confirmation Email - Part 2');
    },
  },
  {
    name: '"Have you forwarded the email?" dialog',
    kind: 'dialog',
    as: 'seller',
    scope: DIALOG,
    async reach(page, tour) {
      await deliver(tour, await tour.forward());
      await page.getByRole('button', { name: "I've forwarded the email", exact: true }).click();
      await page.getByRole('dialog', { name: 'Have you forwarded the email correctly?' }).waitFor();
    },
  },
  {
    name: 'Sell step 3: ticket details',
    kind: 'page',
    as: 'seller',
    async reach(page) {
      await page.getByRole('dialog', { name: 'Have you forwarded the email correctly?' }).getByRole('button', { name: 'Verify', exact: true }).click();
      await heading(page, 'Your tickets are listed!');
      await page.getByRole('form', { name: 'Ticket details' }).waitFor({ timeout: 90_000 });
    },
  },
  {
    name: 'Verification failed dialog',
    kind: 'dialog',
    as: 'seller',
    scope: DIALOG,
    async reach(page, tour) {
      // The same booking again: refused as already listed.
      await deliver(tour, await tour.forward());
      await toVerifyButton(page, tour);
      await page.getByRole('button', { name: "I've forwarded the email", exact: true }).click();
      await page.getByRole('dialog', { name: 'Have you forwarded the email correctly?' }).getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByRole('dialog', { name: 'Verification Failed' }).waitFor({ timeout: 90_000 });
    },
  },
  {
    name: 'Profile with My Listings (seller)',
    kind: 'page',
    as: 'demoSeller',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/profile');
      await page.getByRole('region', { name: 'My Listings' }).getByRole('button', { name: 'Mark as Sold' }).first().waitFor();
    },
  },
  {
    name: 'My Listings: price tooltip',
    kind: 'popup',
    as: 'demoSeller',
    async reach(page) {
      await page.getByRole('region', { name: 'My Listings' }).getByRole('button', { name: 'Original price paid' }).first().hover();
      await page.getByRole('tooltip').waitFor();
    },
  },
  {
    name: 'Mark as sold dialog',
    kind: 'dialog',
    as: 'demoSeller',
    scope: DIALOG,
    async reach(page) {
      await page.getByRole('region', { name: 'My Listings' }).getByRole('button', { name: 'Mark as Sold' }).first().click();
      await page.getByRole('dialog', { name: 'Mark as Sold' }).getByRole('button', { name: 'Sold on the product' }).waitFor();
    },
  },
  {
    name: 'Edit listing',
    kind: 'page',
    as: 'demoSeller',
    async reach(page, tour) {
      await openPage(page, tour.origin + '/profile');
      await page.getByRole('region', { name: 'My Listings' }).getByRole('button', { name: 'Edit listing' }).first().click();
      await heading(page, 'Update your ticket details');
      await page.getByRole('form', { name: 'Ticket details' }).waitFor();
    },
  },
];
