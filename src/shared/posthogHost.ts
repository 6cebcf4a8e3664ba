/** Where a client built with POSTHOG_KEY but no POSTHOG_HOST sends its events: PostHog's EU cloud. */
export const DEFAULT_POSTHOG_HOST = 'https://eu.i.posthog.com';

/**
 * The analytics host a client build talks to, from POSTHOG_KEY and POSTHOG_HOST (empty means unset): the
 * server's content security policy must let the page reach the same one. Null when the build sends nothing.
 */
export function posthogHostFor(key: string | null | undefined, host: string | null | undefined): string | null {
  if (host) return host;
  return key ? DEFAULT_POSTHOG_HOST : null;
}
