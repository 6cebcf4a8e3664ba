import { useState } from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { isDayDisabled, isInRange, monthWeeks, pickDay, type DateRange, type DayLimits } from './dateRange';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

export interface RangeCalendarProps extends DayLimits {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** One styled class for every day, its state in attributes: a month re-renders 42 of these per click. */
const DayButton = styled('button')(({ theme }) => ({
  width: 36,
  height: 36,
  border: 0,
  borderRadius: '50%',
  font: 'inherit',
  cursor: 'pointer',
  background: 'transparent',
  color: theme.palette.grey[800],
  '&:hover:not(:disabled)': { background: theme.palette.primary.light },
  '&[data-in-range]': { background: theme.palette.primary.light, color: theme.palette.primary.main },
  '&[aria-pressed="true"]': { background: theme.palette.primary.main, color: theme.palette.common.white },
  '&:disabled': { color: theme.palette.grey[400], cursor: 'default' },
}));

/** One month of day buttons for picking a range under the SPEC §5 rules. */
export function RangeCalendar({ value, onChange, today, min, max }: RangeCalendarProps) {
  const [month, setMonth] = useState(() => dayjs(value.start ?? today).startOf('month'));
  const earliest = dayjs(min && min > today ? min : today).startOf('month');
  const latest = max ? dayjs(max).startOf('month') : null;

  return (
    <Box sx={{ p: 2, width: 308 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Previous month" disabled={!month.isAfter(earliest)} onClick={() => setMonth(month.subtract(1, 'month'))}>
          <span aria-hidden>‹</span>
        </IconButton>
        <Typography component="h2" aria-live="polite" sx={{ fontWeight: 700 }}>
          {month.format('MMMM YYYY')}
        </Typography>
        <IconButton
          aria-label="Next month"
          disabled={latest !== null && !month.isBefore(latest)}
          onClick={() => setMonth(month.add(1, 'month'))}
        >
          <span aria-hidden>›</span>
        </IconButton>
      </Box>
      <Box role="grid" aria-label={month.format('MMMM YYYY')} sx={{ display: 'grid', gap: 0.5 }}>
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
          {WEEKDAYS.map((name) => (
            <Typography key={name} role="columnheader" variant="caption" sx={{ textAlign: 'center', color: 'text.secondary' }}>
              {name}
            </Typography>
          ))}
        </Box>
        {monthWeeks(month.format('YYYY-MM-DD')).map((week, row) => (
          <Box role="row" key={row} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
            {week.map((day, col) =>
              day === null ? (
                <Box role="gridcell" key={col} />
              ) : (
                <Box role="gridcell" key={day}>
                  <DayButton
                    type="button"
                    aria-label={dayjs(day).format('D MMMM YYYY')}
                    aria-pressed={day === value.start || day === value.end}
                    data-in-range={isInRange(day, value) || undefined}
                    disabled={isDayDisabled(day, { today, min, max })}
                    onClick={() => onChange(pickDay(value, day))}
                  >
                    {Number(day.slice(8))}
                  </DayButton>
                </Box>
              ),
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
