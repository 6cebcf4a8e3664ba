/** Indian digit grouping: the last three digits, then groups of two (1,00,000). */
export function groupIndian(value: number): string {
  const negative = value < 0;
  const [whole, fraction] = Math.abs(value).toString().split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest === '' ? lastThree : `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}`;
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Rupees with the rupee sign and Indian grouping, at most two decimals and none when whole. */
export function formatRupees(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const text = Number.isInteger(rounded) ? groupIndian(rounded) : groupIndian(Number(rounded.toFixed(2)));
  return `₹${text}`;
}

/** SPEC §9: statistics are shown with a trailing plus. */
export function formatStatistic(value: number): string {
  return `${groupIndian(Math.floor(value))}+`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India Standard Time is UTC+5:30 all year, so a fixed offset gives the day in India on any machine. */
const IST_OFFSET_MS = 330 * 60_000;

/** The year in India now: the server's render and every browser agree on it, wherever they are. */
export function indiaYear(now = Date.now()): number {
  return new Date(now + IST_OFFSET_MS).getUTCFullYear();
}

/**
 * The day an event happens, in India: 'Sun, 14 Feb 2027'. Spelt out by hand rather than through Intl, whose
 * month abbreviations differ between ICU versions ('Sep' or 'Sept'), so the server and every browser agree.
 */
export function formatEventDay(isoDate: string): string {
  const india = new Date(Date.parse(isoDate) + IST_OFFSET_MS);
  return `${WEEKDAYS[india.getUTCDay()]}, ${formatEventDate(isoDate)}`;
}

/** The same day without its weekday: '14 Feb 2027'. */
export function formatEventDate(isoDate: string): string {
  const india = new Date(Date.parse(isoDate) + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** The month of a moment, in India: 'Mar 2026' (a seller's 'Member since'). */
export function formatMonthYear(isoDate: string): string {
  const india = new Date(Date.parse(isoDate) + IST_OFFSET_MS);
  return `${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
