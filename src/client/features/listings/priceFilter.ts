import { PRICE_FILTER_INTERVAL, PRICE_SLIDER_FALLBACK_MAX } from '../../../shared/constants';
import type { ListingFilters } from './listingsApi';

export type PriceRange = [number, number];

/** The slider's two ends, on the 50 grid. */
export interface PriceBounds {
  min: number;
  max: number;
}

/** The slider's top: the dearest listing rounded up to the interval, or the SPEC §9 fallback when unknown. */
export function priceSliderMax(highestPrice: number | null | undefined): number {
  if (!highestPrice || highestPrice <= 0) return PRICE_SLIDER_FALLBACK_MAX;
  return Math.ceil(highestPrice / PRICE_FILTER_INTERVAL) * PRICE_FILTER_INTERVAL;
}

/**
 * Where the slider runs: from the cheapest listing rounded down to the interval (₹0 below it would only be room where
 * nothing is listed) to the dearest rounded up; one interval wide at least, so one price still has a span.
 */
export function priceSliderBounds(lowestPrice: number | null | undefined, highestPrice: number | null | undefined): PriceBounds {
  const max = priceSliderMax(highestPrice);
  const lowest = lowestPrice && lowestPrice > 0 ? Math.floor(lowestPrice / PRICE_FILTER_INTERVAL) * PRICE_FILTER_INTERVAL : 0;
  const min = Math.min(lowest, Math.max(0, max - PRICE_FILTER_INTERVAL));
  return { min, max };
}

function snap(value: number, { min, max }: PriceBounds): number {
  const snapped = Math.round(value / PRICE_FILTER_INTERVAL) * PRICE_FILTER_INTERVAL;
  return Math.min(Math.max(snapped, min), max);
}

/** SPEC §5: both ends on the 50 grid, inside the bounds, and the minimum never above the maximum. */
export function snapPriceRange([low, high]: PriceRange, bounds: PriceBounds): PriceRange {
  const top = snap(high, bounds);
  return [Math.min(snap(low, bounds), top), top];
}

/** The range the slider shows for the filters in force; no bound means the slider's end. */
export function rangeOfFilters(filters: ListingFilters, bounds: PriceBounds): PriceRange {
  return snapPriceRange([filters.minPrice ?? bounds.min, filters.maxPrice ?? bounds.max], bounds);
}

/** The price filters a range stands for: an end left at the slider's end does not narrow. */
export function filtersOfRange(range: PriceRange, bounds: PriceBounds): Pick<ListingFilters, 'minPrice' | 'maxPrice'> {
  const [low, high] = snapPriceRange(range, bounds);
  return { minPrice: low > bounds.min ? low : undefined, maxPrice: high < bounds.max ? high : undefined };
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.minQuantity !== undefined;
}
