import type { AnalyticsSink } from './analyticsSink';

export interface PosthogOptions {
  apiKey: string;
  /** The project's ingestion host, e.g. https://eu.i.posthog.com or a self-hosted instance. */
  host: string;
  fetchFn?: typeof fetch;
}

/** Events before the device id is known still need a distinct id: one per page load. */
function pageLoadId(): string {
  return `anonymous-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;
}

/**
 * PostHog's documented capture API (POST {host}/capture/ with the project key in the body), without the
 * vendor's library. `keepalive` lets an event sent just before the page unloads still arrive.
 */
export function posthogSink({ apiKey, host, fetchFn }: PosthogOptions): AnalyticsSink {
  const url = `${host.replace(/\/+$/, '')}/capture/`;
  const anonymousId = pageLoadId();
  return {
    capture(event, properties, distinctId) {
      const body = JSON.stringify({
        api_key: apiKey,
        event,
        distinct_id: distinctId ?? anonymousId,
        properties,
        timestamp: new Date().toISOString(),
      });
      const send = fetchFn ?? globalThis.fetch;
      if (!send) return;
      // Analytics never breaks what the user is doing: a failed send is dropped.
      void send(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(
        () => undefined,
      );
    },
  };
}
