import { matchPath } from 'react-router';
import { paths } from '../app/paths';

interface ServerRoute {
  path: string;
  /** Pages behind sign-in are rendered on the server only for a signed-in visitor. */
  signedInOnly: boolean;
  /** A page that sends a signed-in visitor elsewhere is rendered only for a visitor; the browser moves the others on. */
  visitorsOnly?: boolean;
  /** The named chunks (webpackChunkName in app/splitPoints.ts) the page's code lives in. */
  chunks: (signedIn: boolean) => string[];
}

/**
 * The pages worth rendering on the server: the public catalogue a visitor lands on, and the sign-in page and the
 * profile, which would otherwise wait for all of the app's code to be drawn. The sell wizard is rendered by the
 * browser: it opens from what the browser keeps (the history entry, the stored wizard).
 */
const SERVER_ROUTES: ServerRoute[] = [
  { path: paths.home, signedInOnly: false, chunks: (signedIn) => (signedIn ? ['route-home', 'home-signed-in'] : ['route-home']) },
  { path: paths.terms, signedInOnly: false, chunks: () => ['route-terms'] },
  { path: paths.login, signedInOnly: false, visitorsOnly: true, chunks: () => ['route-login'] },
  { path: paths.explore, signedInOnly: true, chunks: () => ['route-explore'] },
  { path: paths.event, signedInOnly: true, chunks: () => ['route-event'] },
  { path: paths.profile, signedInOnly: true, chunks: () => ['route-profile'] },
  // A shared search link: the results arrive rendered.
  { path: paths.search, signedInOnly: true, chunks: () => ['route-search'] },
];

export function serverRouteFor(pathname: string): ServerRoute | undefined {
  return SERVER_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
