import Box from '@mui/material/Box';
import type { ConcertFilters } from '../../../shared/apiContract';
import { Button } from '../../components/Button';
import { indiaToday } from '../../app/eventTime';
import { DateRangePicker } from '../../components/DateRangePicker';
import { CategoryChips } from './CategoryChips';
import { CityFilter } from './CityFilter';
import { hasFilters } from './exploreFilters';

export interface ExploreFiltersProps {
  filters: ConcertFilters;
  onChange: (change: Partial<ConcertFilters>) => void;
}

const CLEARED: ConcertFilters = { from: undefined, to: undefined, city: undefined, categoryId: undefined };

/** Date range, city and category: the explore filters. */
export function ExploreFilters({ filters, onChange }: ExploreFiltersProps) {
  return (
    <Box component="section" aria-label="Filters" sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <DateRangePicker
          value={{ start: filters.from ?? null, end: filters.to ?? null }}
          // The filter's days are India's (SPEC §5), whatever the device's clock says.
          today={indiaToday()}
          onChange={({ start, end }) => onChange({ from: start ?? undefined, to: end ?? undefined })}
        />
        <CityFilter value={filters.city} onChange={(city) => onChange({ city })} />
        {hasFilters(filters) && (
          <Button variant="ghost" size="small" onClick={() => onChange(CLEARED)}>
            Clear filters
          </Button>
        )}
      </Box>
      <CategoryChips value={filters.categoryId} onChange={(categoryId) => onChange({ categoryId })} />
    </Box>
  );
}
