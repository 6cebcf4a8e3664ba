import { dayAfterKey } from './calendarKeys';

describe('dayAfterKey', () => {
  // Thursday 18 February 2027; weeks start on Sunday, as the grid shows them.
  it.each([
    ['ArrowLeft', false, '2027-02-17'],
    ['ArrowRight', false, '2027-02-19'],
    ['ArrowUp', false, '2027-02-11'],
    ['ArrowDown', false, '2027-02-25'],
    ['Home', false, '2027-02-14'],
    ['End', false, '2027-02-20'],
    ['PageUp', false, '2027-01-18'],
    ['PageDown', false, '2027-03-18'],
    ['PageUp', true, '2026-02-18'],
    ['PageDown', true, '2028-02-18'],
  ])('%s (shift: %s) goes to %s', (key, shiftKey, expected) => {
    expect(dayAfterKey('2027-02-18', key, shiftKey)).toBe(expected);
  });

  it('keeps Home and End on the row of this month, and a month step on a day the month has', () => {
    // 1 February 2027 is a Monday, 28 February a Sunday.
    expect(dayAfterKey('2027-02-03', 'Home')).toBe('2027-02-01');
    expect(dayAfterKey('2027-02-28', 'End')).toBe('2027-02-28');
    expect(dayAfterKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(dayAfterKey('2027-02-28', 'ArrowRight')).toBe('2027-03-01');
  });

  it('leaves other keys to the page', () => {
    expect(dayAfterKey('2027-02-18', 'Tab')).toBeNull();
    expect(dayAfterKey('2027-02-18', 'Enter')).toBeNull();
  });
});
