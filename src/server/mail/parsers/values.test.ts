import { parseAmount, parseEventDay, parseQuantity, splitVenueCity } from './values';

describe('parseAmount', () => {
  it.each([
    ['Rs. 9,500.00', 9500],
    ['₹4,497', 4497],
    ['INR 2,999.00', 2999],
    ['₹ 12,000', 12000],
    ['Rs. 1,25,000.00', 125000],
    ['Rs 12,34,567.50', 1234567.5],
    ['INR 1,250,000', 1250000],
    ['₹799', 799],
  ])('%s → %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('is null without digits', () => {
    expect(parseAmount('Rs. —')).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });
});

describe('parseQuantity', () => {
  it.each([
    ['2 Ticket(s)', 2],
    ['10', 10],
    ['1', 1],
  ])('%s → %d', (text, quantity) => expect(parseQuantity(text)).toBe(quantity));

  it.each(['0', '11', 'two', ''])('refuses %j', (text) => expect(parseQuantity(text)).toBeNull());
});

describe('parseEventDay', () => {
  it.each([
    ['Sat, 13 Feb 2027, 07:00 PM', 'Sat, 13 Feb 2027', '2027-02-13'],
    ['Sun, 21 Mar 2027 | 4:00 PM', 'Sun, 21 Mar 2027', '2027-03-21'],
    ['Fri, 05 Feb 2027 at 8:00 PM', 'Fri, 05 Feb 2027', '2027-02-05'],
    ['Mon, 1 Nov 2027', 'Mon, 1 Nov 2027', '2027-11-01'],
  ])('%s', (text, printed, iso) => expect(parseEventDay(text)).toEqual({ text: printed, iso }));

  it('refuses impossible days and other formats', () => {
    expect(parseEventDay('Mon, 31 Feb 2027')).toBeNull();
    expect(parseEventDay('2027-02-13')).toBeNull();
  });
});

describe('splitVenueCity', () => {
  it('takes the city after the last comma', () => {
    expect(splitVenueCity('Jio World Garden, BKC, Mumbai')).toEqual({ venue: 'Jio World Garden, BKC', city: 'Mumbai' });
    expect(splitVenueCity('Mumbai')).toBeNull();
  });
});
