import dayjs from 'dayjs';
import { ISO_DAY } from './dateRange';

/**
 * WAI-ARIA date grid keys: the day a key moves to from `day`, or null for a key the grid leaves alone. Arrows move a
 * day or a week, Home and End go to the ends of the week's row in this month, Page Up and Page Down a month (a
 * year with Shift).
 */
export function dayAfterKey(day: string, key: string, shiftKey = false): string | null {
  const from = dayjs(day);
  const to = (() => {
    switch (key) {
      case 'ArrowLeft':
        return from.subtract(1, 'day');
      case 'ArrowRight':
        return from.add(1, 'day');
      case 'ArrowUp':
        return from.subtract(1, 'week');
      case 'ArrowDown':
        return from.add(1, 'week');
      case 'Home': {
        const weekStart = from.startOf('week');
        return weekStart.month() === from.month() ? weekStart : from.startOf('month');
      }
      case 'End': {
        const weekEnd = from.endOf('week');
        return weekEnd.month() === from.month() ? weekEnd : from.endOf('month');
      }
      case 'PageUp':
        return from.subtract(1, shiftKey ? 'year' : 'month');
      case 'PageDown':
        return from.add(1, shiftKey ? 'year' : 'month');
      default:
        return null;
    }
  })();
  return to === null ? null : to.format(ISO_DAY);
}
