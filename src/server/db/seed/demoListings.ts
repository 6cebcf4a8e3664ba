import { DEFAULT_PRICE_CAP_PERCENT, highestAllowedPrice } from '../../../shared/fairPrice';
import { bookingIdHash } from '../bookingIdHash';
import type { NewTicketListing } from '../tables/listings';
import type { DemoCategory } from './demoEvents';

export interface ListingTarget {
  concertId: number;
  category: DemoCategory;
  past: boolean;
  date: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Listings were made over this many days before the seed, so the console's Dashboard has a month to show. */
const LISTED_OVER_DAYS = 30;

const BASE_PRICE: Record<DemoCategory, number> = {
  Concerts: 2500,
  Comedy: 900,
  Sports: 1800,
  Festivals: 4000,
  Theatre: 1200,
};

/** Where one sits (or stands) at each kind of event: a comedy club has no North Stand. */
export const SEATS_BY_CATEGORY: Record<DemoCategory, string[]> = {
  Concerts: ['GOLD - Row F', 'PLATINUM - Row B', 'Silver Standing', 'Fan Pit', 'VIP Lounge'],
  Comedy: ['Row C', 'Row H', 'Premium - Row A', 'Balcony B'],
  Sports: ['North Stand, Block C', 'Pavilion Upper, Row K', 'East Stand, Block F', 'Hospitality Box'],
  Festivals: ['General Admission', 'Early Bird - Standing', 'VIP Lounge', 'Two-day Pass'],
  Theatre: ['Stalls - Row D', 'Stalls - Row M', 'Dress Circle - Row B', 'Balcony B'],
};
const DETAILS = [null, 'E-tickets, transferable in the app', 'Entry from Gate 3', 'Includes one drink coupon', null];

/** A small seeded generator, so every demo database gets the same listings. */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function roundTo50(value: number): number {
  return Math.max(50, Math.round(value / 50) * 50);
}

/**
 * An asking price around face value, from 20% below to the cap (DEFAULT_PRICE_CAP_PERCENT over it): in steps
 * of ₹50 where that stays within the cap, else the cap itself.
 */
function askingPrice(faceValue: number, draw: number): number {
  const highest = highestAllowedPrice({ verifiedAmountPaid: faceValue, verifiedTicketQuantity: 1 }, DEFAULT_PRICE_CAP_PERCENT) ?? faceValue;
  return Math.min(highest, roundTo50(faceValue * (0.8 + draw * 0.4)));
}

/**
 * One to three listings per event at varied prices; a few already SOLD, all of them on past events. Each was listed
 * on a day of the month before `now` (and before its event), and a sold one sold between then and now (or the event).
 */
export function demoListings(targets: ListingTarget[], sellerIds: number[], sellerCities: string[], now: Date): NewTicketListing[] {
  const random = randomSequence(20261122);
  // Its own sequence, so the listings themselves stay what they were before they had dates.
  const when = randomSequence(20261125);
  const listings: NewTicketListing[] = [];
  targets.forEach((target, i) => {
    const count = target.past ? 1 : 1 + (i % 3);
    for (let j = 0; j < count; j += 1) {
      const seller = (i + j) % sellerIds.length;
      const faceValue = roundTo50(BASE_PRICE[target.category] * (0.6 + random() * 1.6));
      const verifiedQuantity = 1 + Math.floor(random() * 4);
      const sold = target.past || random() < 0.12;
      const quantity = Math.max(1, verifiedQuantity - Math.floor(random() * 2));
      const price = askingPrice(faceValue, random());
      const seats = SEATS_BY_CATEGORY[target.category];
      const seat = seats[Math.floor(random() * seats.length)];
      const bookingId = `DEMO-${target.concertId}-${j + 1}`;
      const until = Math.min(now.getTime(), target.date.getTime());
      const listedAt = new Date(until - when() * LISTED_OVER_DAYS * DAY_MS);
      const soldAt = new Date(listedAt.getTime() + when() * (until - listedAt.getTime()));
      listings.push({
        concert_id: target.concertId,
        seller_id: sellerIds[seller],
        quantity,
        price,
        verified_seat: seat,
        booking_seat: seat,
        verified_additional_details: DETAILS[Math.floor(random() * DETAILS.length)],
        verified_ticket_quantity: verifiedQuantity,
        verified_amount_paid: faceValue * verifiedQuantity,
        wants_exchange: random() < 0.2,
        negotiable: random() < 0.5,
        seller_city: sellerCities[seller],
        ticket_status: sold ? 'SOLD' : 'LISTED',
        ticket_hits: Math.floor(random() * 40),
        booking_id_hash: bookingIdHash(bookingId),
        sold_source: sold ? 'PLATFORM' : null,
        created_at: listedAt,
        updated_at: sold ? soldAt : listedAt,
        sold_at: sold ? soldAt : null,
      });
    }
  });
  return listings;
}
