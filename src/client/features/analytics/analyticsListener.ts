import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { selectDeviceId, type DeviceState } from '../device/deviceSlice';
import { analyticsEventFor } from './analyticsEvents';
import type { AnalyticsSink } from './analyticsSink';

/**
 * The one place store actions become product-analytics events (SPEC §7). The distinct id is this device's
 * id, so events are never tied to an account's e-mail or phone.
 */
export function analyticsListener(sink: AnalyticsSink) {
  const listener = createListenerMiddleware<{ device: DeviceState }>();
  listener.startListening({
    predicate: (action) => analyticsEventFor(action as UnknownAction) !== null,
    effect: (action, api) => {
      const tracked = analyticsEventFor(action as UnknownAction);
      if (tracked) sink.capture(tracked.event, tracked.properties, selectDeviceId(api.getState()));
    },
  });
  return listener.middleware;
}
