import { PRICE_FILTER_INTERVAL, PRICE_SLIDER_FALLBACK_MAX } from '../../../shared/constants';
import type { ListingFilters } from './listingsApi';

export type PriceRange = [number, number];

/** The slider's top: the dearest listing rounded up to the interval, or the SPEC §9 fallback when unknown. */
export function priceSliderMax(highestPrice: number | null | undefined): number {
  if (!highestPrice || highestPrice <= 0) return PRICE_SLIDER_FALLBACK_MAX;
  return Math.ceil(highestPrice / PRICE_FILTER_INTERVAL) * PRICE_FILTER_INTERVAL;
}

function snap(value: number, max: number): number {
  const snapped = Math.round(value / PRICE_FILTER_INTERVAL) * PRICE_FILTER_INTERVAL;
  return Math.min(Math.max(snapped, 0), max);
}

/** SPEC §5: both ends on the 50 grid, inside 0..max, and the minimum never above the maximum. */
export function snapPriceRange([low, high]: PriceRange, max: number): PriceRange {
  const top = snap(high, max);
  return [Math.min(snap(low, max), top), top];
}

/** The range the slider shows for the filters in force; no bound means the slider's end. */
export function rangeOfFilters(filters: ListingFilters, max: number): PriceRange {
  return snapPriceRange([filters.minPrice ?? 0, filters.maxPrice ?? max], max);
}

/** The price filters a range stands for: an end left at the slider's end does not narrow. */
export function filtersOfRange(range: PriceRange, max: number): Pick<ListingFilters, 'minPrice' | 'maxPrice'> {
  const [low, high] = snapPriceRange(range, max);
  return { minPrice: low > 0 ? low : undefined, maxPrice: high < max ? high : undefined };
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.minQuantity !== undefined;
}
