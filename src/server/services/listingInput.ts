import { ValidationError } from 'yup';
import { SOLD_ELSEWHERE_SOURCES } from '../../shared/constants';
import { listingDetailsSchema, type ListingDetailsContext, type ListingDetailsValues } from '../../shared/schemas/listingSchemas';
import type { ListingFilters } from '../db/repositories/listings.repo';
import { AppError } from '../http/AppError';
import type { ListingDetailsInput } from '../schemas/listings';

/** 'Sold on FanTickets' plus the sold-elsewhere sources of the mark-as-sold modal. */
export const SOLD_SOURCES = ['PLATFORM', ...SOLD_ELSEWHERE_SOURCES] as const;
export type SoldSource = (typeof SOLD_SOURCES)[number];

/** Only LISTED → SOLD exists (a sold listing asked to be LISTED again answers that it stays sold, 409). */
export const SOLD_STATUS_ONLY = 'status must be SOLD: a listing can only be marked as sold';

export const MIN_PRICE_ABOVE_MAX = 'minPrice cannot be above maxPrice';

/** The event page's filters, each checked by the route's schema; a range whose min is above its max is refused. */
export function listingFilters({ minPrice, maxPrice, minQuantity }: ListingFilters): ListingFilters {
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new AppError(400, MIN_PRICE_ABOVE_MAX);
  }
  return { minPrice, maxPrice, minQuantity };
}

/**
 * The SPEC §5 details and the fair-price cap, checked with the very schema the form uses, so both give the
 * same message; the listing's verified booking (never the request) says what its tickets cost and how many
 * there are. The route has held the details to the rules that hold for any listing already.
 */
export async function listingDetails(input: ListingDetailsInput, context: ListingDetailsContext): Promise<ListingDetailsValues> {
  try {
    return await listingDetailsSchema(context).validate(input, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new AppError(400, error.errors[0] ?? error.message);
    throw error;
  }
}

/** The source as stored: the schema takes it in any case ('reddit'), the table holds REDDIT. */
export function soldSource(source: string | undefined): SoldSource | null {
  return SOLD_SOURCES.find((known) => known === source?.toUpperCase()) ?? null;
}
