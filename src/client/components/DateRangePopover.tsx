import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { Button } from './Button';
import { EMPTY_RANGE, type DateRange } from './dateRange';
import { RangeCalendar } from './RangeCalendar';

export interface DateRangePopoverProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  value: DateRange;
  onChange: (range: DateRange) => void;
  today: string;
  min?: string | null;
  max?: string | null;
}

/** DateRangePicker's calendar in its popover: its own chunk, loaded on the picker's first opening. */
export function DateRangePopover({ open, anchorEl, onClose, value, onChange, today, min, max }: DateRangePopoverProps) {
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': 'Choose dates' } }}
    >
      <RangeCalendar value={value} onChange={onChange} today={today} min={min} max={max} autoFocus />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button variant="ghost" size="small" disabled={value.start === null} onClick={() => onChange(EMPTY_RANGE)}>
          Clear
        </Button>
        <Button size="small" onClick={onClose}>
          Done
        </Button>
      </Box>
    </Popover>
  );
}
