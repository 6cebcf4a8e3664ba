import { EXPLORE_PAGE_SIZE } from '../../src/shared/constants';
import { pick, type Catalogue, type OwnListing, type Seller } from './market';
import { send, type Answer, type Tally } from './traffic';
import type { ListingState, WriteLedger } from './writeLedger';

/** The per-account sign-in limit is 20 in 15 minutes (src/server/http/accountLimits.ts): a user signs in again at most this often. */
const SIGN_IN_EVERY_MS = 60_000;

export interface Traffic {
  origin: string;
  tally: Tally;
  ledger: WriteLedger;
  catalogue: Catalogue;
}

/** Home lists, explore pages, an event page, an event's listings: what a visitor's browsing asks for. */
function browsePath({ catalogue }: Traffic): { kind: string; path: string } {
  const r = Math.random();
  if (r < 0.25) return { kind: 'home', path: pick(['/api/concerts/popular', '/api/statistics', '/api/category']) };
  if (r < 0.5) {
    // The page size the app's explore and category pages ask for.
    const filters = new URLSearchParams({ pageNumber: String(Math.floor(Math.random() * 4)), pageSize: String(EXPLORE_PAGE_SIZE) });
    if (Math.random() < 0.4) filters.set('city', pick(catalogue.cities));
    if (Math.random() < 0.3) filters.set('categoryId', String(pick(catalogue.categoryIds)));
    return { kind: 'explore', path: `/api/concerts?${filters}` };
  }
  const eventId = Math.random() < 0.3 ? catalogue.popularEventId : pick(catalogue.upcoming);
  if (r < 0.75) return { kind: 'event page', path: `/api/concerts/${eventId}` };
  return { kind: 'event listings', path: `/api/ticketListing/concerts/${eventId}?pageNumber=0&pageSize=20&sortBy=price&sortDir=asc` };
}

/** Browsing, anonymously most of the time, signed in (so event pages record a view) otherwise. */
export function browse(t: Traffic, seller: Seller): Promise<Answer | null> {
  const { kind, path } = browsePath(t);
  return send(t.origin, t.tally, { kind, path, ip: seller.ip, session: Math.random() < 0.3 ? seller.session : undefined });
}

/** The header's search, with a whole word or the first letters of one. */
export function search(t: Traffic, seller: Seller): Promise<Answer | null> {
  const word = pick(t.catalogue.words);
  const typed = Math.random() < 0.5 ? word : word.slice(0, 3 + Math.floor(Math.random() * (word.length - 2)));
  return send(t.origin, t.tally, { kind: 'search', path: `/api/concerts/search/${encodeURIComponent(typed)}`, ip: seller.ip });
}

/** A 2xx is promised; no answer or a 5xx may or may not have happened; a 4xx changed nothing. */
function record(ledger: WriteLedger, listing: OwnListing, state: ListingState, answer: Answer | null): void {
  if (answer !== null && answer.status >= 200 && answer.status < 300) {
    listing.state = state;
    ledger.ack(listing.id, state);
  } else if (answer === null || answer.status >= 500) {
    ledger.unanswered(listing.id, state);
  }
}

/** PUT /api/ticketListing/:id with a new price: the write whose every acknowledgement is checked afterwards. */
export async function updatePrice(t: Traffic, seller: Seller, listing: OwnListing, expect = [200]): Promise<Answer | null> {
  const state: ListingState = { price: 500 + Math.floor(Math.random() * 19_500), status: 'LISTED' };
  const answer = await send(t.origin, t.tally, {
    kind: 'price update',
    method: 'PUT',
    path: `/api/ticketListing/${listing.id}`,
    json: { quantity: 2, price: state.price, verifiedSeat: listing.seat, negotiable: Math.random() < 0.5, wantsExchange: false },
    session: seller.session,
    ip: seller.ip,
    expect,
  });
  record(t.ledger, listing, state, answer);
  return answer;
}

async function markSold(t: Traffic, seller: Seller, listing: OwnListing): Promise<void> {
  const answer = await send(t.origin, t.tally, {
    kind: 'mark sold',
    method: 'PATCH',
    path: `/api/ticketListing/${listing.id}/status?status=SOLD&source=PLATFORM`,
    session: seller.session,
    ip: seller.ip,
  });
  record(t.ledger, listing, { price: listing.state.price, status: 'SOLD' }, answer);
}

async function signIn(t: Traffic, seller: Seller): Promise<void> {
  seller.lastSignInAt = Date.now();
  const answer = await send(t.origin, t.tally, {
    kind: 'sign-in',
    method: 'POST',
    path: '/auth/signin',
    json: { email: seller.email, password: seller.password },
    session: seller.session,
    ip: seller.ip,
  });
  if (answer?.status === 200) seller.session.take(answer);
}

/** Sign-in and listing writes: sign in again now and then, change a price, mark tickets sold, read one's own listings. */
export async function write(t: Traffic, seller: Seller): Promise<void> {
  const listed = seller.listings.filter((l) => l.state.status === 'LISTED');
  const r = Math.random();
  if (r < 0.1 && Date.now() - seller.lastSignInAt > SIGN_IN_EVERY_MS) return signIn(t, seller);
  if (r < 0.2 && listed.length > 1) return markSold(t, seller, pick(listed));
  if (r < 0.4 || listed.length === 0) {
    await send(t.origin, t.tally, { kind: 'my listings', path: '/api/ticketListing/users?pageNumber=0&pageSize=10', session: seller.session, ip: seller.ip });
    return;
  }
  await updatePrice(t, seller, pick(listed));
}

/** One user's next request: browse 70%, search 20%, sign-in and listing writes 10%. */
export async function nextRequest(t: Traffic, seller: Seller): Promise<void> {
  const r = Math.random();
  if (r < 0.7) await browse(t, seller);
  else if (r < 0.9) await search(t, seller);
  else await write(t, seller);
}

/** `users` loops of requests, one at a time each, until `until` (ms since the epoch). */
export async function runUsers(t: Traffic, sellers: Seller[], until: () => boolean): Promise<void> {
  await Promise.all(
    sellers.map(async (seller) => {
      while (!until()) await nextRequest(t, seller);
    }),
  );
}
