import { formatEventDay, formatRupees, formatStatistic, groupIndian, indiaYear } from './format';

describe('Indian digit grouping', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [10000000, '1,00,00,000'],
    [-125000, '-1,25,000'],
  ])('groups %d as %s', (value, text) => {
    expect(groupIndian(value)).toBe(text);
  });
});

describe('formatRupees', () => {
  it('prefixes the rupee sign and keeps paise only when present', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(4749.5)).toBe('₹4,749.5');
    expect(formatRupees(2999)).toBe('₹2,999');
  });
});

describe('formatStatistic', () => {
  it('adds a trailing plus', () => {
    expect(formatStatistic(2000)).toBe('2,000+');
    expect(formatStatistic(125000)).toBe('1,25,000+');
  });
});

describe('formatEventDay', () => {
  it('gives the day in India, whatever the machine\'s time zone', () => {
    expect(formatEventDay('2027-02-14T14:00:00.000Z')).toBe('Sun, 14 Feb 2027');
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatEventDay('2027-02-14T20:00:00.000Z')).toBe('Mon, 15 Feb 2027');
    expect(formatEventDay('2026-09-30T18:29:00.000Z')).toBe('Wed, 30 Sep 2026');
  });
});

describe('indiaYear', () => {
  it('turns over at midnight in India, not at the machine\'s midnight', () => {
    expect(indiaYear(Date.parse('2026-12-31T18:29:00.000Z'))).toBe(2026);
    expect(indiaYear(Date.parse('2026-12-31T18:30:00.000Z'))).toBe(2027);
  });
});
