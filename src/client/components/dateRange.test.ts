import { isDayDisabled, isIsoDay, nearestPickableDay, pickDay, rangeLabel } from './dateRange';

describe('date range rules', () => {
  const limits = { today: '2027-02-10', min: '2027-02-05', max: '2027-03-31' };

  it('disables past days and days outside min and max', () => {
    expect(isDayDisabled('2027-02-09', limits)).toBe(true);
    expect(isDayDisabled('2027-02-10', limits)).toBe(false);
    expect(isDayDisabled('2027-03-31', limits)).toBe(false);
    expect(isDayDisabled('2027-04-01', limits)).toBe(true);
    expect(isDayDisabled('2027-02-12', { today: '2027-02-10', min: '2027-02-15' })).toBe(true);
  });

  it('finds the pickable day nearest to any day', () => {
    expect(nearestPickableDay('2027-02-01', limits)).toBe('2027-02-10');
    expect(nearestPickableDay('2027-02-20', limits)).toBe('2027-02-20');
    expect(nearestPickableDay('2027-05-01', limits)).toBe('2027-03-31');
    expect(nearestPickableDay('2027-02-01', { today: '2027-02-10', min: '2027-02-15' })).toBe('2027-02-15');
    // No day can be picked: the day stays where it is.
    expect(nearestPickableDay('2027-02-01', { today: '2027-02-10', max: '2027-02-05' })).toBe('2027-02-01');
  });

  it('sets the start, then the end, swapping an earlier second pick, and starts over on a third', () => {
    const started = pickDay({ start: null, end: null }, '2027-02-14');
    expect(started).toEqual({ start: '2027-02-14', end: null });
    expect(pickDay(started, '2027-02-20')).toEqual({ start: '2027-02-14', end: '2027-02-20' });
    expect(pickDay(started, '2027-02-11')).toEqual({ start: '2027-02-11', end: '2027-02-14' });
    expect(pickDay({ start: '2027-02-11', end: '2027-02-14' }, '2027-03-01')).toEqual({ start: '2027-03-01', end: null });
  });

  it('labels a range and accepts only real yyyy-mm-dd days', () => {
    expect(rangeLabel({ start: null, end: null })).toBe('Any dates');
    expect(rangeLabel({ start: '2027-02-14', end: null })).toBe('From 14 Feb');
    expect(rangeLabel({ start: '2027-02-14', end: '2027-03-02' })).toBe('14 Feb – 2 Mar');
    expect(isIsoDay('2027-02-14')).toBe(true);
    expect(isIsoDay('2027-02-30')).toBe(false);
    expect(isIsoDay('tomorrow')).toBe(false);
  });
});
