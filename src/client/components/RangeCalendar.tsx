import { createContext, useContext, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import dayjs from 'dayjs';
import { DayPicker, type CaptionLabelProps, type DayButtonProps, type PreviousMonthButtonProps } from 'react-day-picker';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { dayAfterKey } from './calendarKeys';
import { ISO_DAY, isDayDisabled, isInRange, nearestPickableDay, pickDay, type DateRange, type DayLimits } from './dateRange';

export interface RangeCalendarProps extends DayLimits {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Puts the keyboard focus on the current day when the calendar appears (it opens in a dialog). */
  autoFocus?: boolean;
}

const isoDay = (date: Date) => dayjs(date).format(ISO_DAY);
const asDate = (day: string) => dayjs(day).toDate();

/** The one day in the tab order; the day buttons DayPicker draws read it here. */
const CurrentDay = createContext('');

const DayButtonStyle = styled('button')(({ theme }) => ({
  width: 36,
  height: 36,
  border: 0,
  borderRadius: '50%',
  font: 'inherit',
  cursor: 'pointer',
  background: 'transparent',
  color: theme.palette.grey[800],
  '&:hover:not(:disabled):not([aria-pressed="true"])': { background: theme.palette.primary.light },
  '&[data-in-range]': { background: theme.palette.primary.light, color: theme.palette.primary.main },
  '&[aria-pressed="true"]': { background: theme.palette.primary.main, color: theme.palette.common.white },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&:disabled': { color: theme.palette.grey[400], cursor: 'default' },
}));

/** A day: pressed when it starts or ends the range, in the tab order when it is the current day. */
function RangeDayButton({ day, modifiers, tabIndex: _focusTarget, ...button }: DayButtonProps) {
  const current = useContext(CurrentDay);
  return (
    <DayButtonStyle
      {...button}
      data-day={day.isoDate}
      tabIndex={day.isoDate === current ? 0 : -1}
      aria-pressed={Boolean(modifiers.endpoint)}
      aria-current={modifiers.today ? 'date' : undefined}
      data-in-range={modifiers.inRange || undefined}
    />
  );
}

/** DayPicker marks a month it cannot move to with aria-disabled only; a disabled button says so to everyone. */
function monthButton(arrow: string) {
  return function MonthButton({ 'aria-disabled': ariaDisabled, 'aria-label': label, onClick }: PreviousMonthButtonProps) {
    return (
      <IconButton aria-label={label} onClick={onClick} disabled={Boolean(ariaDisabled)}>
        <span aria-hidden>{arrow}</span>
      </IconButton>
    );
  };
}

/** The month's name, a heading announced as it changes. */
function MonthHeading({ role: _status, ...label }: CaptionLabelProps) {
  return <Typography component="h2" {...label} sx={{ fontWeight: 700 }} />;
}

const components = {
  DayButton: RangeDayButton,
  PreviousMonthButton: monthButton('‹'),
  NextMonthButton: monthButton('›'),
  CaptionLabel: MonthHeading,
};

const layout = {
  '& .rdp-month': { display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', rowGap: 1 },
  '& .rdp-month_caption': { textAlign: 'center' },
  '& .rdp-month_grid': { gridColumn: '1 / -1', borderCollapse: 'separate', borderSpacing: 2 },
  '& .rdp-weekday': { typography: 'caption', color: 'text.secondary', fontWeight: 400 },
};

/**
 * One month of react-day-picker for picking a range under the SPEC §5 rules. The keys keep the WAI-ARIA date grid's
 * pattern as before: the current day stays on its day number when the month changes, and a key that lands on a day
 * that cannot be picked goes to the nearest one that can (react-day-picker would stay put), so keys are ours.
 */
export function RangeCalendar({ value, onChange, today, min, max, autoFocus = false }: RangeCalendarProps) {
  const limits = { today, min, max };
  const [current, setCurrent] = useState(() => nearestPickableDay(value.start ?? today, limits));
  const focusCurrent = useRef(autoFocus);
  const root = useRef<HTMLDivElement>(null);
  const first = nearestPickableDay(min && min > today ? min : today, limits);

  useEffect(() => {
    if (!focusCurrent.current) return;
    focusCurrent.current = false;
    root.current?.querySelector<HTMLButtonElement>(`button[data-day="${current}"]`)?.focus();
  }, [current]);

  const moveTo = (day: string, focus: boolean) => {
    focusCurrent.current = focus;
    setCurrent(nearestPickableDay(day, limits));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.dataset.day === undefined) return;
    const next = dayAfterKey(current, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    moveTo(next, true);
  };

  return (
    <CurrentDay.Provider value={current}>
      <Box ref={root} onKeyDownCapture={handleKeyDown} sx={{ p: 2, width: 308, ...layout }}>
        <DayPicker
          navLayout="around"
          today={asDate(today)}
          month={dayjs(current).startOf('month').toDate()}
          onMonthChange={(month) => moveTo(dayjs(current).add(dayjs(month).diff(dayjs(current).startOf('month'), 'month'), 'month').format(ISO_DAY), false)}
          startMonth={asDate(first)}
          endMonth={max ? asDate(max) : undefined}
          disabled={(date) => isDayDisabled(isoDay(date), limits)}
          modifiers={{
            endpoint: (date) => [value.start, value.end].includes(isoDay(date)),
            inRange: (date) => isInRange(isoDay(date), value),
          }}
          labels={{
            labelDayButton: (date) => dayjs(date).format('D MMMM YYYY'),
            labelPrevious: () => 'Previous month',
            labelNext: () => 'Next month',
          }}
          onDayClick={(date, modifiers) => {
            if (modifiers.disabled) return;
            setCurrent(isoDay(date));
            onChange(pickDay(value, isoDay(date)));
          }}
          components={components}
        />
      </Box>
    </CurrentDay.Provider>
  );
}
