/** Auth paths that live under /api even though they start with /auth (SPEC §7). */
const PREFIXED_AUTH_PATHS = ['/auth/resend-otp', '/auth/confirm-email'];

function startsWithSegment(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false;
  const next = path.charAt(prefix.length);
  return next === '' || next === '/' || next === '?';
}

/** SPEC §7: every path gets the /api prefix except /auth/*, with two exceptions that do get it. */
export function apiPath(path: string): string {
  const isAuth = startsWithSegment(path, '/auth');
  const isPrefixedAuth = PREFIXED_AUTH_PATHS.some((prefixed) => startsWithSegment(path, prefixed));
  return isAuth && !isPrefixedAuth ? path : `/api${path}`;
}
