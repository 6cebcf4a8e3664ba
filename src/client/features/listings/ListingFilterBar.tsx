import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PRICE_FILTER_INTERVAL } from '../../../shared/constants';
import { formatRupees } from '../../../shared/format';
import { Button } from '../../components/Button';
import { NativeSelectField } from '../../components/NativeSelectField';
import type { ListingFilters } from './listingsApi';
import { filtersOfRange, hasActiveFilters, priceSliderBounds, rangeOfFilters, snapPriceRange, type PriceRange } from './priceFilter';

const QUANTITY_CHOICES = [2, 3, 4, 5];

export interface ListingFilterBarProps {
  /** How many listings the event has, whatever the filters; with none there is nothing to filter. */
  listingCount: number;
  lowestPrice: number | null | undefined;
  highestPrice: number | null | undefined;
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
}

/**
 * The handles are 24 px (WCAG 2.5.8) and each sits beside its value rather than on it, the minimum's to the left and
 * the maximum's to the right: at one value they meet edge to edge instead of one covering the other.
 */
const sliderSx = {
  '& .MuiSlider-thumb': { width: 24, height: 24 },
  '& .MuiSlider-thumb[data-index="0"]': { transform: 'translate(-100%, -50%)' },
  '& .MuiSlider-thumb[data-index="1"]': { transform: 'translate(0, -50%)' },
};

/** SPEC §2 filter bar: a price range on the 50 grid and a minimum number of tickets. */
export function ListingFilterBar({ listingCount, lowestPrice, highestPrice, filters, onChange }: ListingFilterBarProps) {
  const bounds = priceSliderBounds(lowestPrice, highestPrice);
  // The range being dragged; the filters change (and the list reloads) only when the thumb is let go.
  const [draft, setDraft] = useState<PriceRange | null>(null);
  if (listingCount <= 0 && !hasActiveFilters(filters)) return null;

  const [low, high] = draft ?? rangeOfFilters(filters, bounds);
  const commit = (range: PriceRange) => {
    setDraft(null);
    onChange({ ...filters, ...filtersOfRange(range, bounds) });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Filters"
      sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, md: 4 } }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0, px: 1.5 }}>
        <Typography id="price-filter" sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
          Price per ticket: {formatRupees(low)} – {formatRupees(high)}
        </Typography>
        <Slider
          value={[low, high]}
          min={bounds.min}
          max={bounds.max}
          step={PRICE_FILTER_INTERVAL}
          disableSwap
          getAriaLabel={(thumb) => (thumb === 0 ? 'Minimum price' : 'Maximum price')}
          getAriaValueText={formatRupees}
          valueLabelDisplay="auto"
          valueLabelFormat={formatRupees}
          onChange={(_event, value) => setDraft(snapPriceRange(value as PriceRange, bounds))}
          onChangeCommitted={(_event, value) => commit(value as PriceRange)}
          sx={sliderSx}
        />
      </Box>
      <NativeSelectField
        label="Minimum tickets"
        value={filters.minQuantity ?? ''}
        onChange={(quantity) => onChange({ ...filters, minQuantity: quantity ? Number(quantity) : undefined })}
        sx={{ minWidth: 160 }}
      >
        <option value="">Any</option>
        {QUANTITY_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n}+
          </option>
        ))}
      </NativeSelectField>
      {hasActiveFilters(filters) && (
        <Button variant="ghost" size="small" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </Paper>
  );
}
