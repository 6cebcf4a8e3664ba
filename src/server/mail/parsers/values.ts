const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export const MAX_QUANTITY = 10;

/** "Rs. 1,25,000.00", "₹4,497", "INR 2,999.00" → 125000, 4497, 2999. Indian or western grouping. */
export function parseAmount(text: string | undefined): number | null {
  const match = /(\d{1,3}(?:,\d{2,3})+|\d+)(\.\d{1,2})?(?!\d)/.exec(text ?? '');
  if (!match) return null;
  const value = Number(`${match[1].replace(/,/g, '')}${match[2] ?? ''}`);
  return Number.isFinite(value) ? value : null;
}

/** "2 Ticket(s)", "4" → 2, 4; only 1 to 10 tickets make a booking. */
export function parseQuantity(text: string | undefined): number | null {
  const match = /^(\d{1,2})\b/.exec(text?.trim() ?? '');
  if (!match) return null;
  const quantity = Number(match[1]);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

export interface EventDay {
  /** As printed: "Sat, 13 Feb 2027". */
  text: string;
  /** yyyy-mm-dd */
  iso: string;
}

/** Reads the day at the start of "Sat, 13 Feb 2027, 07:00 PM", "Sun, 21 Mar 2027 | 4:00 PM" and the like. */
export function parseEventDay(text: string | undefined): EventDay | null {
  const match = /^([A-Za-z]{3}, (\d{1,2}) ([A-Za-z]{3}) (\d{4}))\b/.exec(text?.trim() ?? '');
  if (!match) return null;
  const month = MONTHS.indexOf(match[3].toLowerCase());
  const [day, year] = [Number(match[2]), Number(match[4])];
  const date = new Date(Date.UTC(year, month, day));
  if (month < 0 || date.getUTCDate() !== day) return null;
  return { text: match[1], iso: date.toISOString().slice(0, 10) };
}

/** "Jio World Garden, BKC, Mumbai" → venue "Jio World Garden, BKC", city "Mumbai". */
export function splitVenueCity(text: string | undefined): { venue: string; city: string } | null {
  const comma = text?.lastIndexOf(',') ?? -1;
  if (!text || comma <= 0) return null;
  const venue = text.slice(0, comma).trim();
  const city = text.slice(comma + 1).trim();
  return venue && city ? { venue, city } : null;
}
