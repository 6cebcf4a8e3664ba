import type { BrowserContext } from 'playwright-core';
import type { Category, Concert, PagedResponse, TicketListing } from '../../src/shared/entities';

/** The demo data the server seeds on its first start (src/server/db/seed), read here, never written. */
export { DEMO_SELLERS, DEMO_SELLER_PASSWORD } from '../../src/server/db/seed/demoSellers';
export { CITIES } from '../../src/shared/cities';

async function getJson<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function categories(origin: string): Promise<Category[]> {
  return getJson(origin, '/api/category');
}

/** One page of upcoming events as explore asks for them (filters: city, categoryId, from, to). */
export function upcomingConcerts(
  origin: string,
  filters: Record<string, string | number> = {},
  pageSize = 100,
): Promise<PagedResponse<Concert>> {
  const query = new URLSearchParams({ pageNumber: '0', pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filters)) query.set(key, String(value));
  return getJson(origin, `/api/concerts?${query}`);
}

/** An event as the public catalogue reads it (anonymous, so no recently-viewed entry is recorded). */
export function concert(origin: string, concertId: number): Promise<Concert> {
  return getJson(origin, `/api/concerts/${concertId}`);
}

/** Listings of an event, cheapest first. */
export function concertListings(origin: string, concertId: number, pageSize = 100): Promise<PagedResponse<TicketListing>> {
  return getJson(origin, `/api/ticketListing/concerts/${concertId}?pageNumber=0&pageSize=${pageSize}`);
}

/** The signed-in user's own listings (the context's session), as My Listings reads them. */
export async function myListings(context: BrowserContext, origin: string, pageSize = 100): Promise<PagedResponse<TicketListing>> {
  const response = await context.request.get(`${origin}/api/ticketListing/users?pageNumber=0&pageSize=${pageSize}`);
  if (!response.ok()) throw new Error(`GET /api/ticketListing/users answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as PagedResponse<TicketListing>;
}
