import TextField from '@mui/material/TextField';
import { CITIES } from '../../../shared/cities';

export function CityFilter({ value, onChange }: { value?: string; onChange: (city: string | undefined) => void }) {
  return (
    <TextField
      select
      size="small"
      label="City"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">All cities</option>
      {CITIES.map((city) => (
        <option key={city} value={city}>
          {city}
        </option>
      ))}
    </TextField>
  );
}
