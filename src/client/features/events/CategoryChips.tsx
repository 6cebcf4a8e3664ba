import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { useGetCategoriesQuery } from './eventsApi';

/** SPEC §2: one category at a time; choosing the active one again turns it off. */
export function CategoryChips({ value, onChange }: { value?: number; onChange: (categoryId: number | undefined) => void }) {
  const { data: categories, isLoading } = useGetCategoriesQuery();
  return (
    <Box role="group" aria-label="Categories" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minHeight: 32 }}>
      {isLoading &&
        Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rounded" width={88} height={32} sx={{ borderRadius: 4 }} />)}
      {categories?.map((category) => {
        const active = category.categoryId === value;
        return (
          <Chip
            key={category.categoryId}
            label={category.categoryTitle}
            clickable
            aria-pressed={active}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            onClick={() => onChange(active ? undefined : category.categoryId)}
          />
        );
      })}
    </Box>
  );
}
