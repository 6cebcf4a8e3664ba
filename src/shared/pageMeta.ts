import { APP_NAME } from './brand';
import type { Concert } from './entities';
import { formatEventDay, formatRupees } from './format';

/**
 * What a page says about itself: its document title and meta description. The client sets them as the page shows;
 * the server puts the same ones in the HTML it sends, where link previews and search engines read them.
 */
export interface PageMeta {
  title: string;
  description: string;
}

const titled = (page: string) => `${page} | ${APP_NAME}`;

export const HOME_META: PageMeta = {
  title: `${APP_NAME}: verified fan-to-fan tickets in India`,
  description:
    'Buy and resell verified tickets to concerts, sports and festivals in India, fan to fan. No scalpers: meet the seller face to face.',
};

export const TERMS_META: PageMeta = {
  title: titled('Terms and Conditions'),
  description: `What ${APP_NAME} verifies, what it does not guarantee, and how to meet a seller safely.`,
};

export const EXPLORE_META: PageMeta = {
  title: titled('Upcoming Events'),
  description: 'Upcoming concerts, sports and festivals across India, with verified tickets from real fans.',
};

export const LOGIN_META: PageMeta = {
  title: titled('Sign In'),
  description: `Sign in to ${APP_NAME} to buy and sell verified tickets, fan to fan.`,
};

export const RESET_PASSWORD_META: PageMeta = {
  title: titled('Set a new password'),
  description: `Set a new password for your ${APP_NAME} account with the link we e-mailed you.`,
};

export const PROFILE_META: PageMeta = {
  title: titled('My Profile'),
  description: 'Your account details and your ticket listings.',
};

export const SELL_META: PageMeta = {
  title: titled('List your Tickets'),
  description: 'List your tickets: forward the booking e-mail, we verify it, and fans can contact you.',
};

/** A step of the sell wizard: the step first, so a narrow tab still says where the seller is. */
export function sellStepMeta(stepTitle: string, step: number, total: number): PageMeta {
  return { ...SELL_META, title: titled(`${stepTitle} (step ${step} of ${total})`) };
}

export const EDIT_LISTING_META: PageMeta = {
  title: titled('Update your ticket details'),
  description: 'Change the price and details of your listed tickets.',
};

export const UNSUBSCRIBE_META: PageMeta = {
  title: titled('Stop event alerts'),
  description: `Stop the ${APP_NAME} e-mails about new tickets for one event.`,
};

export const EVENT_NOT_FOUND_META: PageMeta = {
  title: titled('Event not found'),
  description: `This event is not on ${APP_NAME}. Explore the upcoming events instead.`,
};

/**
 * SPEC §2: the event page's title and description, from name, venue, city, the tickets listed and the lowest price,
 * with the day it happens in India.
 */
export function eventMeta(concert: Concert): PageMeta {
  const { concertName: name, concertVenue: venue, concertCity: city, numberOfTicketsListed: listed } = concert;
  const where = `${venue}, ${city}`;
  const when = formatEventDay(concert.concertDate);
  const title = `${name} Tickets | ${where} | ${APP_NAME}`;
  if (listed === 0) {
    return {
      title,
      description: `No tickets listed yet for ${name} on ${when} at ${where}. Sell yours or get notified when fans list theirs on ${APP_NAME}.`,
    };
  }
  // numberOfTicketsListed counts tickets (the quantities of the listings), not listings.
  const tickets = `${listed} verified ${listed === 1 ? 'ticket' : 'tickets'} listed`;
  const price = concert.lowestTicketPrice != null ? ` from ${formatRupees(concert.lowestTicketPrice)}` : '';
  return {
    title,
    description: `${tickets} for ${name} on ${when} at ${where}${price}. Buy from real fans, no scalpers, on ${APP_NAME}.`,
  };
}

/** The search page: what was searched, when anything was. */
export function searchMeta(keyword: string): PageMeta {
  return {
    title: titled(keyword === '' ? 'Search events' : `${keyword} - Search`),
    description: 'Search upcoming concerts, sports and festivals in India by event, artist or venue.',
  };
}
