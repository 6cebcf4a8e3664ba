import type { ClientConfig } from '../../app/clientConfig';
import type { AnalyticsProperties } from './analyticsProperties';
import { posthogSink } from './posthogSink';

/** Where product-analytics events go. The listener is the only caller; components never see a vendor. */
export interface AnalyticsSink {
  capture(event: string, properties: AnalyticsProperties, distinctId: string | null): void;
}

/** Development without a PostHog key: events show in the browser console. */
export const consoleSink: AnalyticsSink = {
  capture(event, properties, distinctId) {
    console.info(`[analytics] ${event}`, properties, distinctId ?? '(no device id yet)');
  },
};

export const noopSink: AnalyticsSink = { capture: () => undefined };

/** POSTHOG_KEY set: PostHog; else the console in development and nothing in production. */
export function analyticsSinkFor(config: Pick<ClientConfig, 'posthogKey' | 'posthogHost' | 'mode'>): AnalyticsSink {
  if (config.posthogKey) return posthogSink({ apiKey: config.posthogKey, host: config.posthogHost });
  return config.mode === 'development' ? consoleSink : noopSink;
}
