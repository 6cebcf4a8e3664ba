import { useRef, useState } from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { Button } from './Button';
import { EMPTY_RANGE, ISO_DAY, rangeLabel, type DateRange } from './dateRange';
import { RangeCalendar } from './RangeCalendar';

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
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Choose dates' } }}
      >
        <RangeCalendar value={value} onChange={onChange} today={today} min={min} max={max} autoFocus />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 2, pb: 2 }}>
          <Button variant="ghost" size="small" disabled={value.start === null} onClick={() => onChange(EMPTY_RANGE)}>
            Clear
          </Button>
          <Button size="small" onClick={close}>
            Done
          </Button>
        </Box>
      </Popover>
    </>
  );
}
