import { formatPhone, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['9876543210', '+919876543210'],
    [' 98765 43210 ', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+44 20 7946 0958', '+442079460958'],
    ['14155550123', '+14155550123'],
  ])('writes %j as %j', (input, stored) => {
    expect(toE164(input)).toBe(stored);
  });

  it('leaves what is not a number for the validation to refuse', () => {
    expect(toE164(' call me ')).toBe('call me');
    expect(toE164('0987654321')).toBe('0987654321');
  });
});

describe('formatPhone', () => {
  it.each([
    ['+919876543210', '+91 98765 43210'],
    ['9876543210', '+91 98765 43210'],
    ['+91 98765-43210', '+91 98765 43210'],
    ['+442079460958', '+442079460958'],
    ['+9198765432', '+9198765432'],
    [' call me ', 'call me'],
  ])('shows %j as %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
