import { eventTime } from '../../app/eventTime';

/** A moment as operators read it: India time, to the minute. */
export function consoleTime(iso: string): string {
  return `${eventTime(iso).format('D MMM YYYY, h:mm A')} IST`;
}
