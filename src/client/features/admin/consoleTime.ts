import { eventTime } from '../../app/eventTime';

/** A moment as operators read it: India time, to the minute, as people write it ("28 Nov 2026, 6:30 pm"). */
export function consoleTime(iso: string): string {
  return eventTime(iso).format('D MMM YYYY, h:mm a');
}
