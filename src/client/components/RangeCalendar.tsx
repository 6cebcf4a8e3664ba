import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { dayAfterKey } from './calendarKeys';
import { ISO_DAY, isDayDisabled, isInRange, monthWeeks, nearestPickableDay, pickDay, type DateRange, type DayLimits } from './dateRange';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

export interface RangeCalendarProps extends DayLimits {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Puts the keyboard focus on the current day when the calendar appears (it opens in a dialog). */
  autoFocus?: boolean;
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
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&:disabled': { color: theme.palette.grey[400], cursor: 'default' },
}));

/**
 * One month of day buttons for picking a range under the SPEC §5 rules, a WAI-ARIA date grid: one day is in the tab
 * order (the current day), the arrows, Home, End, Page Up and Page Down move it (calendarKeys.ts), into the next
 * month when they leave this one, and Enter or Space picks it. Days that cannot be picked are passed over.
 */
export function RangeCalendar({ value, onChange, today, min, max, autoFocus = false }: RangeCalendarProps) {
  const limits = { today, min, max };
  const [current, setCurrent] = useState(() => nearestPickableDay(value.start ?? today, limits));
  const focusCurrent = useRef(autoFocus);
  const grid = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const month = dayjs(current).startOf('month');
  const earliest = dayjs(min && min > today ? min : today).startOf('month');
  const latest = max ? dayjs(max).startOf('month') : null;

  useEffect(() => {
    if (!focusCurrent.current) return;
    focusCurrent.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${current}"]`)?.focus();
  }, [current]);

  const moveTo = (day: string, focus: boolean) => {
    focusCurrent.current = focus;
    setCurrent(nearestPickableDay(day, limits));
  };

  const showMonth = (step: 1 | -1) => moveTo(dayjs(current).add(step, 'month').format(ISO_DAY), false);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = dayAfterKey(current, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    moveTo(next, true);
  };

  return (
    <Box sx={{ p: 2, width: 308 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Previous month" disabled={!month.isAfter(earliest)} onClick={() => showMonth(-1)}>
          <span aria-hidden>‹</span>
        </IconButton>
        <Typography id={headingId} component="h2" aria-live="polite" sx={{ fontWeight: 700 }}>
          {month.format('MMMM YYYY')}
        </Typography>
        <IconButton aria-label="Next month" disabled={latest !== null && !month.isBefore(latest)} onClick={() => showMonth(1)}>
          <span aria-hidden>›</span>
        </IconButton>
      </Box>
      <Box ref={grid} role="grid" aria-labelledby={headingId} onKeyDown={handleKeyDown} sx={{ display: 'grid', gap: 0.5 }}>
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
          {WEEKDAYS.map((name) => (
            <Typography key={name} role="columnheader" variant="caption" sx={{ textAlign: 'center', color: 'text.secondary' }}>
              {name}
            </Typography>
          ))}
        </Box>
        {monthWeeks(month.format(ISO_DAY)).map((week, row) => (
          <Box role="row" key={row} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
            {week.map((day, col) =>
              day === null ? (
                <Box role="gridcell" key={col} />
              ) : (
                <Box role="gridcell" key={day}>
                  <DayButton
                    type="button"
                    data-day={day}
                    tabIndex={day === current ? 0 : -1}
                    aria-label={dayjs(day).format('D MMMM YYYY')}
                    aria-pressed={day === value.start || day === value.end}
                    aria-current={day === today ? 'date' : undefined}
                    data-in-range={isInRange(day, value) || undefined}
                    disabled={isDayDisabled(day, limits)}
                    onClick={() => {
                      setCurrent(day);
                      onChange(pickDay(value, day));
                    }}
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
