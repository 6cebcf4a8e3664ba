import { matchPath } from 'react-router';

/** Loaders of each page's code, by route pattern (app/splitPoints.ts). */
export type RouteCode = Record<string, () => Promise<unknown>>;

/** The route pattern of `routeCode` that `pathname` belongs to, if any. */
export const routeOf = (routeCode: RouteCode, pathname: string) =>
  Object.keys(routeCode).find((path) => matchPath({ path, end: true }, pathname) !== null);

/** A pointer moving onto a link, a keyboard reaching it, a finger touching it: it is likely to be followed. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Loads the code of the page a link on this site leads to as soon as the visitor shows they may follow it, so
 * the click finds it loaded; each route once. One listener on the document serves every link, the ones drawn
 * later too. Returns a function that stops listening.
 */
export function prefetchOnIntent(routeCode: RouteCode, doc: Document = document): () => void {
  const started = new Set<string>();

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    const route = routeOf(routeCode, link.pathname);
    if (route === undefined || started.has(route)) return;
    started.add(route);
    // A load that failed (the connection dropped) may be tried again on the next hover.
    routeCode[route]().catch(() => started.delete(route));
  };

  const options = { capture: true, passive: true };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, options);
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, options);
  };
}
