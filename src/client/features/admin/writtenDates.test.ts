import { dayFromWritten, timeFromWritten, writtenTime } from './writtenDates';

describe('dates as people in India write them', () => {
  it.each([
    ['28/11/2026', '2026-11-28'],
    ['1/2/2027', '2027-02-01'],
    [' 29-02-2028 ', '2028-02-29'],
  ])('reads the day %s as %s', (text, day) => expect(dayFromWritten(text)).toBe(day));

  it.each(['30/02/2026', '29/02/2027', '11/28/2026', '2026-11-28', '28/11/26', 'tomorrow', ''])('refuses %s, which is no real day written dd/mm/yyyy', (text) =>
    expect(dayFromWritten(text)).toBeNull(),
  );

  it.each([
    ['28/11/2026 6:30 pm', '2026-11-28T18:30'],
    ['28/11/2026 18:30', '2026-11-28T18:30'],
    ['28/11/2026 12:05 am', '2026-11-28T00:05'],
    ['28/11/2026 12 pm', '2026-11-28T12:00'],
  ])('reads the time %s as %s', (text, value) => expect(timeFromWritten(text)).toBe(value));

  it.each(['28/11/2026', '28/11/2026 13:00 pm', '28/11/2026 24:00', '28/11/2026 6:75 pm', '31/11/2026 6:30 pm'])('refuses %s', (text) =>
    expect(timeFromWritten(text)).toBeNull(),
  );

  it('shows a time it was given the same way, and reads it back', () => {
    expect(writtenTime('2026-11-28T18:30')).toBe('28/11/2026 6:30 pm');
    expect(writtenTime('2027-01-01T00:00')).toBe('01/01/2027 12:00 am');
    expect(timeFromWritten(writtenTime('2026-11-28T18:30'))).toBe('2026-11-28T18:30');
  });
});
