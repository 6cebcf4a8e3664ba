import { formatRupees } from './format';

/** What a listing knows about what its tickets cost: the booking's total and how many tickets it held. */
export interface BookingCost {
  verifiedAmountPaid: number | null;
  verifiedTicketQuantity: number | null;
}

/** The lowest price a listing may ask, per ticket. */
export const MIN_PRICE_INR = 1;

/** How much over face value a ticket may be sold for when PRICE_CAP_PERCENT is not set. */
export const DEFAULT_PRICE_CAP_PERCENT = 20;

/** The price-cap setting as the server applies it: a whole percentage, or null when the cap is off. */
export type PriceCapPercent = number | null;

/** GET /api/listing-rules: what the details form needs to say what the server will say. */
export interface ListingRules {
  priceCapPercent: PriceCapPercent;
}

/** What one ticket cost, or null when the booking's total or its ticket count is unknown. */
export function faceValuePerTicket({ verifiedAmountPaid, verifiedTicketQuantity }: BookingCost): number | null {
  if (verifiedAmountPaid === null || verifiedTicketQuantity === null || verifiedTicketQuantity < 1) return null;
  return verifiedAmountPaid / verifiedTicketQuantity;
}

/**
 * The highest price per ticket: face value × (1 + percent/100), rounded up to the rupee. Worked in whole
 * paise so that, say, ₹2,500 at 20% is exactly ₹3,000 and not ₹3,001 from a floating-point crumb. A free
 * booking may still be listed at the lowest price, ₹1.
 */
export function highestAllowedPrice(cost: BookingCost, percent: number): number | null {
  if (faceValuePerTicket(cost) === null) return null;
  const paise = Math.round((cost.verifiedAmountPaid as number) * 100);
  const numerator = paise * (100 + percent);
  const denominator = 100 * 100 * (cost.verifiedTicketQuantity as number);
  return Math.max(MIN_PRICE_INR, Math.ceil(numerator / denominator));
}

export function priceCapMessage(highest: number, faceValue: number, percent: number): string {
  if (faceValue === 0) return `These tickets were free: the highest price you can ask is ${formatRupees(highest)} per ticket.`;
  return `The highest price you can ask is ${formatRupees(highest)} per ticket: ${percent}% over the face value of ${formatRupees(faceValue)}.`;
}

/**
 * Why this price is too high for these tickets, or null when it is fair (or cannot be judged: the cap is off,
 * or the listing predates verified amounts).
 */
export function priceCapProblem(price: number, cost: BookingCost, percent: PriceCapPercent): string | null {
  if (percent === null) return null;
  const faceValue = faceValuePerTicket(cost);
  const highest = highestAllowedPrice(cost, percent);
  if (faceValue === null || highest === null || price <= highest) return null;
  return priceCapMessage(highest, faceValue, percent);
}

/** The price against face value, in words: 'At face value', '8% below face value', '+15% over face value'. */
export function markupText(price: number, faceValue: number): string | null {
  if (faceValue <= 0) return null;
  const percent = Math.round(((price - faceValue) / faceValue) * 100);
  if (percent === 0) return 'At face value';
  return percent < 0 ? `${-percent}% below face value` : `+${percent}% over face value`;
}

/** 'Face value ₹2,500 per ticket' and the markup, or null when the face value is unknown. */
export function faceValueFacts(price: number, cost: BookingCost): { faceValue: string; markup: string | null } | null {
  const faceValue = faceValuePerTicket(cost);
  if (faceValue === null) return null;
  return { faceValue: `Face value ${formatRupees(faceValue)} per ticket`, markup: markupText(price, faceValue) };
}
