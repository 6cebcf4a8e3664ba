import type { PagedResponse, TicketListing } from '../src/shared/entities';
import type { OwnListing, Seller } from '../scripts/soak/market';
import { send, Tally } from '../scripts/soak/traffic';
import type { EdgeDeployment } from './edgeDeployment';
import { median } from './pairedLoad';
import { wrkLoad, type WrkResult } from './wrkLoad';

export interface FlashCrowd {
  page: WrkResult;
  staticFile: WrkResult;
  /** Each round's page req/s over the static file's, loaded back to back. */
  ratios: number[];
  bytes: number;
  /** Price changes acknowledged during the page's loads. */
  writes: number;
  /** The longest any reader (a loop beside wrk) was shown a price after a newer one had been acknowledged. */
  longestStaleMs: number;
  reads: number;
  /** Reads by the seller, with the cookie their write gave them, that showed an older price than their own. */
  writerSawOldPrice: number;
  /** The s-maxage the page was answered with (none: nothing may keep it). */
  sMaxAgeSeconds: number | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Seen {
  receivedAt: number;
  /** null: the listing is not on the page, as before the first change. */
  price: number | null;
}

/**
 * A seller changes the price of their listing on `path` every second, through nginx, and reads the page back with
 * the cookie the write gave them; a reader without cookies reads the page in a loop. Runs until `until()`.
 */
async function priceChanges(edge: EdgeDeployment, path: string, seller: Seller, listing: OwnListing, until: () => boolean) {
  const tally = new Tally();
  const priceOf = (body: unknown) => (body as PagedResponse<TicketListing>).content.find((l) => l.ticketListingId === listing.id)?.price;
  const acknowledged: { price: number; at: number }[] = [];
  const seen: Seen[] = [];
  let writerSawOldPrice = 0;
  // Below every seeded price (500 and up): the listing leads the page sorted by price.
  let price = 300;
  const writer = (async () => {
    while (!until()) {
      const next = wait(1000);
      price += 1;
      const answer = await send(edge.origin, tally, {
        kind: 'price change',
        method: 'PUT',
        path: `/api/ticketListing/${listing.id}`,
        json: { quantity: 2, price, verifiedSeat: listing.seat, negotiable: false, wantsExchange: false },
        session: seller.session,
        ip: seller.ip,
      });
      if (answer?.status !== 200) throw new Error(`the price change answered ${answer?.status ?? 'nothing'}`);
      acknowledged.push({ price, at: performance.now() });
      seller.session.take(answer);
      const own = await send(edge.origin, tally, { kind: 'own read', path, session: seller.session, ip: seller.ip });
      if (own === null || priceOf(own.body) !== price) writerSawOldPrice += 1;
      await next;
    }
  })();
  // From the first change on: before it the listing is priced among the seeded ones, off the first page.
  const reader = (async () => {
    while (acknowledged.length === 0 && !until()) await wait(20);
    while (!until()) {
      const answer = await send(edge.origin, tally, { kind: 'read', path, ip: '10.200.0.1' });
      if (answer?.status !== 200) throw new Error(`a read of ${path} answered ${answer?.status ?? 'nothing'}`);
      // Off the first page: the page from before the first change.
      seen.push({ receivedAt: performance.now(), price: priceOf(answer.body) ?? null });
      await wait(20);
    }
  })();
  await Promise.all([writer, reader]);
  // A read is stale from the moment a newer price than the one it shows was acknowledged until it was received.
  const staleFor = ({ receivedAt, price: shown }: Seen) => {
    const setBy = shown === null ? -1 : acknowledged.findIndex((w) => w.price === shown);
    // A price not yet acknowledged is the newest there is.
    if (setBy < 0 && shown !== null) return 0;
    const newer = acknowledged[setBy + 1];
    return newer !== undefined && newer.at < receivedAt ? receivedAt - newer.at : 0;
  };
  return { writes: acknowledged.length, reads: seen.length, longestStaleMs: Math.max(0, ...seen.map(staleFor)), writerSawOldPrice };
}

/**
 * Goal (a): `connections` wrk connections on one event's listings page through nginx and on the same bytes as a
 * static file from the same nginx, back to back in `rounds`, while the page's price changes every second.
 */
export async function flashCrowd(
  edge: EdgeDeployment,
  path: string,
  seller: Seller,
  listing: OwnListing,
  options: { connections: number; seconds: number; rounds: number },
): Promise<FlashCrowd> {
  const first = await fetch(edge.origin + path);
  const body = Buffer.from(await first.arrayBuffer());
  const sMaxAge = /s-maxage=(\d+)/.exec(first.headers.get('cache-control') ?? '')?.[1];
  edge.publish('listings.json', body);
  const staticUrl = `${edge.staticOrigin}/listings.json`;
  const load = (url: string, seconds: number) => wrkLoad(url, { connections: options.connections, seconds, uncached: false, threads: 2 });
  await load(staticUrl, 2);
  await load(edge.origin + path, 2);
  const pages: WrkResult[] = [];
  const statics: WrkResult[] = [];
  let loading = true;
  const changes = priceChanges(edge, path, seller, listing, () => !loading);
  try {
    for (let round = 0; round < options.rounds; round += 1) {
      statics.push(await load(staticUrl, options.seconds));
      pages.push(await load(edge.origin + path, options.seconds));
    }
  } finally {
    loading = false;
  }
  const fresh = await changes;
  const pick = (results: WrkResult[]): WrkResult => ({
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50: median(results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
    generatorCpuSeconds: results.reduce((sum, r) => sum + r.generatorCpuSeconds, 0),
  });
  return {
    page: pick(pages),
    staticFile: pick(statics),
    ratios: pages.map((p, i) => p.requestsPerSecond / statics[i].requestsPerSecond),
    bytes: body.length,
    ...fresh,
    sMaxAgeSeconds: sMaxAge === undefined ? null : Number(sMaxAge),
  };
}
