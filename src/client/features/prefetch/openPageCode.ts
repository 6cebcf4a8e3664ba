import { routeOf, type RouteCode } from './prefetchOnIntent';

/**
 * Starts loading the code of the page being opened at once. A page behind sign-in is drawn only once the session
 * check has answered, so the browser would otherwise ask for its code a round trip later; a server-rendered page
 * already has its code on the way, and webpack gives the same load back.
 */
export function loadOpenPageCode(routeCode: RouteCode, pathname: string): void {
  const route = routeOf(routeCode, pathname);
  if (route !== undefined) routeCode[route]().catch(() => undefined);
}
