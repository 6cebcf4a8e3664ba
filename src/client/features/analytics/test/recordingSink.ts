import type { AnalyticsProperties } from '../analyticsProperties';
import type { AnalyticsSink } from '../analyticsSink';

export interface CapturedEvent {
  event: string;
  properties: AnalyticsProperties;
  distinctId: string | null;
}

/** A sink that keeps what it is given, for tests to read. */
export function recordingSink() {
  const captured: CapturedEvent[] = [];
  const sink: AnalyticsSink = {
    capture: (event, properties, distinctId) => {
      captured.push({ event, properties, distinctId });
    },
  };
  return { sink, captured };
}
