import type { Page } from 'playwright-core';
import { needsTerms, TERMS } from '../e2e/support/sellTerms';
import type { Concert } from '../src/shared/entities';

/** One interaction of issue 22's list: `prepare` gets the page there, `act` is the interaction, `done` its result. */
export interface InteractionStep {
  name: string;
  prepare?(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
  done(page: Page): Promise<void>;
}

export interface StepContext {
  origin: string;
  /** The event the seller starts selling for. */
  event: Concert;
  /** Opens a page and waits until the app has taken it over (and throttling is on again). */
  open(page: Page, path: string): Promise<void>;
}

const searchBox = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Search events' });

/**
 * In the order a fan on a phone meets them: the menu drawer (a dialog) on explore, the search page from it,
 * typing a keyword, a category filter on explore, and the first step of the sell wizard to the next.
 */
export function interactionSteps({ event, open }: StepContext): InteractionStep[] {
  // A word of the event's own name, so the box has suggestions to show.
  const keyword = event.concertName.split(/\s+/).find((word) => word.length >= 4) ?? event.concertName;
  const sellForm = (page: Page) => page.getByRole('form', { name: 'Event and sender email' });
  return [
    {
      name: 'open a dialog (the menu drawer)',
      prepare: (page) => open(page, '/explore'),
      act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
      done: (page) => page.getByRole('dialog').waitFor(),
    },
    {
      name: 'open the search page (from the drawer)',
      act: (page) => page.getByRole('dialog').getByText('Search events, artists, venues').click(),
      done: (page) => page.getByRole('heading', { name: 'Search events', level: 1 }).waitFor(),
    },
    {
      name: 'type into search (a word of an event, a key at a time)',
      prepare: (page) => searchBox(page).waitFor(),
      act: (page) => searchBox(page).pressSequentially(keyword, { delay: 120 }),
      done: (page) => page.getByRole('listbox', { name: 'Event suggestions' }).getByRole('option').first().waitFor(),
    },
    {
      name: 'change a filter (a category on explore)',
      prepare: (page) => open(page, '/explore'),
      act: (page) => page.getByRole('group', { name: 'Categories' }).getByRole('button').first().click(),
      done: (page) => page.waitForURL((url) => url.search.length > 0),
    },
    {
      name: 'move a sell-wizard step (Continue)',
      prepare: async (page) => {
        await open(page, `/sell-tickets?eventId=${event.concertId}`);
        const form = sellForm(page);
        await form.getByText(event.concertName).first().waitFor();
        await form.getByRole('checkbox', { name: 'Same as registered email' }).check();
        if (needsTerms(event)) await form.getByRole('checkbox', { name: TERMS }).check();
      },
      act: (page) => sellForm(page).getByRole('button', { name: 'Continue', exact: true }).click(),
      done: (page) => page.getByRole('heading', { name: 'Forward Confirmation Email - Part 1', level: 1 }).waitFor(),
    },
  ];
}
