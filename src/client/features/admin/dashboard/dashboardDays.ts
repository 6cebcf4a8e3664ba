import dayjs from 'dayjs';

/** An India day (yyyy-mm-dd) as the Dashboard names it: "24 Nov". */
export function shortDay(day: string): string {
  return dayjs(day).format('D MMM');
}

/** An India day in full: "Tuesday 24 November 2026". */
export function longDay(day: string): string {
  return dayjs(day).format('dddd D MMMM YYYY');
}
