import { Suspense, useRef, useState } from 'react';
import dayjs from 'dayjs';
import { DateRangePopover } from '../app/featureSplitPoints';
import { Button } from './Button';
import { ISO_DAY, rangeLabel, type DateRange } from './dateRange';
import { useOpenedOnce } from './useOpenedOnce';

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  min?: string | null;
  max?: string | null;
  /** Today as yyyy-mm-dd; the device's date unless a test fixes it. */
  today?: string;
}

/** A button showing the chosen dates that opens a calendar for picking a range. */
export function DateRangePicker({ value, onChange, min, max, today = dayjs().format(ISO_DAY) }: DateRangePickerProps) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  const close = () => setOpen(false);
  const label = rangeLabel(value);

  return (
    <>
      <Button
        ref={anchor}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Dates: ${label}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <DateRangePopover open={open} anchorEl={anchor.current} onClose={close} value={value} onChange={onChange} today={today} min={min} max={max} />
        </Suspense>
      )}
    </>
  );
}
