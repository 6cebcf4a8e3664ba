import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** India Standard Time, UTC+5:30, all year. */
const IST_OFFSET_MINUTES = 330;

/**
 * When an event happens, on the clock where it happens: every event is in India, so its time reads the same on
 * every device, and the server's render (whatever its time zone) matches the browser's.
 */
export function eventTime(isoDate: string): Dayjs {
  return dayjs.utc(isoDate).utcOffset(IST_OFFSET_MINUTES);
}

/** Today in India as yyyy-mm-dd: the first day a fan can pick, as the explore filters' dates are India's days. */
export function indiaToday(): string {
  return dayjs.utc().utcOffset(IST_OFFSET_MINUTES).format('YYYY-MM-DD');
}
