import { matchPath } from 'react-router';
import { paths } from '../app/paths';

interface ServerRoute {
  path: string;
  /** Pages behind sign-in are rendered on the server only for a signed-in visitor. */
  signedInOnly: boolean;
  /** The named chunks (webpackChunkName in app/splitPoints.ts) the page's code lives in. */
  chunks: (signedIn: boolean) => string[];
}

/**
 * The pages worth rendering on the server: the public catalogue a visitor lands on. The rest (sign-in, selling,
 * profile) are forms the browser renders itself.
 */
const SERVER_ROUTES: ServerRoute[] = [
  { path: paths.home, signedInOnly: false, chunks: (signedIn) => (signedIn ? ['route-home', 'home-signed-in'] : ['route-home']) },
  { path: paths.terms, signedInOnly: false, chunks: () => ['route-terms'] },
  { path: paths.explore, signedInOnly: true, chunks: () => ['route-explore'] },
  { path: paths.event, signedInOnly: true, chunks: () => ['route-event'] },
  // A shared search link: the results arrive rendered.
  { path: paths.search, signedInOnly: true, chunks: () => ['route-search'] },
];

export function serverRouteFor(pathname: string): ServerRoute | undefined {
  return SERVER_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
