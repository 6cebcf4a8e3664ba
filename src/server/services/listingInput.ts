import { ValidationError } from 'yup';
import { DEFAULT_MAX_QUANTITY, MAX_PRICE_INR, SOLD_ELSEWHERE_SOURCES } from '../../shared/constants';
import { listingDetailsSchema, type ListingDetailsContext, type ListingDetailsValues } from '../../shared/schemas/listingSchemas';
import type { ListingFilters } from '../db/repositories/listings.repo';
import { AppError } from '../http/AppError';

/** 'Sold on the product' plus the sold-elsewhere sources of the mark-as-sold modal. */
export const SOLD_SOURCES = ['PLATFORM', ...SOLD_ELSEWHERE_SOURCES] as const;
export type SoldSource = (typeof SOLD_SOURCES)[number];

const PRICE_TEXT = /^\d{1,8}(\.\d{1,2})?$/;
const WHOLE_TEXT = /^\d{1,3}$/;

function present(raw: unknown): raw is string | number {
  return raw !== undefined && raw !== '';
}

function priceFilter(name: string, raw: unknown): number | undefined {
  if (!present(raw)) return undefined;
  const text = String(raw);
  const value = Number(text);
  if (!PRICE_TEXT.test(text) || value > MAX_PRICE_INR) {
    throw new AppError(400, `${name} must be a number from 0 to 10,000,000`);
  }
  return value;
}

/** The event page's price range and minimum quantity; a range whose min is above its max is refused. */
export function parseListingFilters(query: Record<string, unknown>): ListingFilters {
  const minPrice = priceFilter('minPrice', query.minPrice);
  const maxPrice = priceFilter('maxPrice', query.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new AppError(400, 'minPrice cannot be above maxPrice');
  }
  let minQuantity: number | undefined;
  if (present(query.minQuantity)) {
    const text = String(query.minQuantity);
    minQuantity = Number(text);
    if (!WHOLE_TEXT.test(text) || minQuantity < 1 || minQuantity > DEFAULT_MAX_QUANTITY) {
      throw new AppError(400, `minQuantity must be a whole number from 1 to ${DEFAULT_MAX_QUANTITY}`);
    }
  }
  return { minPrice, maxPrice, minQuantity };
}

/**
 * The SPEC §5 details and the fair-price cap, checked with the very schema the form uses, so both give the
 * same message; the listing's verified booking (never the request) says what its tickets cost.
 */
export async function parseListingDetails(input: unknown, context: ListingDetailsContext): Promise<ListingDetailsValues> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new AppError(400, 'The ticket listing details must be a JSON object');
  }
  try {
    return await listingDetailsSchema(context).validate(input, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new AppError(400, error.errors[0] ?? error.message);
    throw error;
  }
}

/** Only LISTED → SOLD exists; the source says where the tickets went (null when the seller did not say). */
export function parseSoldStatus(status: unknown, source: unknown): SoldSource | null {
  if (status !== 'SOLD') throw new AppError(400, 'status must be SOLD: a listing can only be marked as sold');
  if (!present(source)) return null;
  const chosen = String(source).toUpperCase();
  if (!(SOLD_SOURCES as readonly string[]).includes(chosen)) {
    throw new AppError(400, `source must be one of: ${SOLD_SOURCES.join(', ')}`);
  }
  return chosen as SoldSource;
}
