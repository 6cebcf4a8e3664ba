import { loadConfig } from './config';
import { problemsOf } from './test/configProblems';

describe('PRICE_CAP_PERCENT in loadConfig', () => {
  it('caps prices at 20% over face value by default', () => {
    expect(loadConfig({}).priceCapPercent).toBe(20);
  });

  it.each([
    ['0', 0],
    ['35', 35],
    ['1000', 1000],
    ['off', null],
    ['OFF', null],
  ])('reads %p as %p', (raw, percent) => {
    expect(loadConfig({ PRICE_CAP_PERCENT: raw }).priceCapPercent).toBe(percent);
  });

  it.each(['-5', '12.5', '1001', 'twenty', '20%', 'none'])('refuses PRICE_CAP_PERCENT=%s as a configuration error', (raw) => {
    expect(problemsOf({ PRICE_CAP_PERCENT: raw })).toEqual([
      `PRICE_CAP_PERCENT must be a whole number from 0 to 1000, or off (got "${raw}")`,
    ]);
  });
});
