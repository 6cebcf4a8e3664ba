import { CITIES } from '../../../shared/cities';
import { NativeSelectField } from '../../components/NativeSelectField';

export function CityFilter({ value, onChange }: { value?: string; onChange: (city: string | undefined) => void }) {
  return (
    <NativeSelectField label="City" value={value ?? ''} onChange={(city) => onChange(city || undefined)} sx={{ minWidth: 180 }}>
      <option value="">All cities</option>
      {CITIES.map((city) => (
        <option key={city} value={city}>
          {city}
        </option>
      ))}
    </NativeSelectField>
  );
}
