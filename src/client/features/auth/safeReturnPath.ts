import { paths } from '../../app/paths';

/** Stands in for this site's origin while a path is resolved: any origin other than it is another site. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * Where to send a visitor after signing in: a path on this site, as the browser would resolve it, or home. `//host`,
 * `/\host`, `/<tab>/host` (browsers drop tabs and newlines) and absolute URLs resolve to another origin: never an
 * open redirect.
 */
export function safeReturnPath(target: string | null | undefined): string {
  if (!target || !target.startsWith('/')) return paths.home;
  let url: URL;
  try {
    url = new URL(target, THIS_SITE);
  } catch {
    return paths.home;
  }
  if (url.origin !== THIS_SITE) return paths.home;
  return url.pathname + url.search + url.hash;
}
