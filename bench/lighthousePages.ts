import type { Concert } from '../src/shared/entities';
import { eventPath } from '../src/shared/slug';
import { cookieHeader, verifiedSellerCookies } from './benchSession';

/** A page Lighthouse opens: where, under what name, and the Cookie header it sends (none: a visitor). */
export interface LighthousePage {
  name: string;
  url: string;
  cookie?: string;
  /** The floor page: the others' TBT is divided by its. */
  floor?: boolean;
}

/**
 * Issue 22's six pages on the built server, signed in where the page needs it as a verified seller (the selling
 * gate sends anyone else from /sell-tickets to /profile), and the floor page from its own server (floorServer.ts).
 */
export async function lighthousePages(origin: string, floorOrigin: string): Promise<LighthousePage[]> {
  const cookie = cookieHeader(await verifiedSellerCookies(origin));
  const [popular] = (await (await fetch(`${origin}/api/concerts/popular`)).json()) as Concert[];
  return [
    { name: 'floor page', url: `${floorOrigin}/`, floor: true },
    { name: '/', url: `${origin}/` },
    { name: '/explore (signed in)', url: `${origin}/explore`, cookie },
    { name: 'event page (signed in)', url: origin + eventPath(popular.concertId, popular.concertName), cookie },
    { name: '/login', url: `${origin}/login` },
    { name: '/sell-tickets (signed in)', url: `${origin}/sell-tickets`, cookie },
    { name: '/profile (signed in)', url: `${origin}/profile`, cookie },
  ];
}
