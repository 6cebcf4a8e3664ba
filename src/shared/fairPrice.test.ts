import { faceValueFacts, faceValuePerTicket, highestAllowedPrice, markupText, priceCapProblem } from './fairPrice';

const booking = (verifiedAmountPaid: number | null, verifiedTicketQuantity: number | null) => ({ verifiedAmountPaid, verifiedTicketQuantity });

describe('face value per ticket', () => {
  it('is the amount paid over the tickets in the booking, unknown when either is', () => {
    expect(faceValuePerTicket(booking(5000, 2))).toBe(2500);
    expect(faceValuePerTicket(booking(1000, 3))).toBeCloseTo(333.333, 3);
    expect(faceValuePerTicket(booking(null, 2))).toBeNull();
    expect(faceValuePerTicket(booking(5000, null))).toBeNull();
    expect(faceValuePerTicket(booking(5000, 0))).toBeNull();
  });
});

describe('the highest allowed price', () => {
  it.each([
    [booking(5000, 2), 20, 3000],
    [booking(5000, 2), 0, 2500],
    [booking(1000, 3), 20, 400],
    [booking(1000, 3), 0, 334],
    [booking(2499.5, 1), 20, 3000],
    [booking(2500.01, 1), 20, 3001],
    [booking(999, 1), 15, 1149],
    [booking(0, 2), 20, 1],
  ])('%j at %d%% is ₹%d (rounded up to the rupee, never below ₹1)', (cost, percent, highest) => {
    expect(highestAllowedPrice(cost, percent)).toBe(highest);
  });

  it('is unknown without a face value', () => {
    expect(highestAllowedPrice(booking(null, 2), 20)).toBeNull();
  });
});

describe('priceCapProblem', () => {
  it('names the highest price and the face value with Indian digit grouping', () => {
    expect(priceCapProblem(123456, booking(5000, 2), 20)).toBe(
      'The highest price you can ask is ₹3,000 per ticket: 20% over the face value of ₹2,500.',
    );
    expect(priceCapProblem(2_00_000, booking(2_40_000, 2), 20)).toBe(
      'The highest price you can ask is ₹1,44,000 per ticket: 20% over the face value of ₹1,20,000.',
    );
    expect(priceCapProblem(401, booking(1000, 3), 20)).toBe(
      'The highest price you can ask is ₹400 per ticket: 20% over the face value of ₹333.33.',
    );
  });

  it('allows the highest price itself and anything below it', () => {
    expect(priceCapProblem(3000, booking(5000, 2), 20)).toBeNull();
    expect(priceCapProblem(1, booking(5000, 2), 20)).toBeNull();
  });

  it('says so plainly for a free booking', () => {
    expect(priceCapProblem(2, booking(0, 2), 20)).toBe('These tickets were free: the highest price you can ask is ₹1 per ticket.');
  });

  it('lets any price through when the cap is off or the face value unknown', () => {
    expect(priceCapProblem(123456, booking(5000, 2), null)).toBeNull();
    expect(priceCapProblem(123456, booking(null, 2), 20)).toBeNull();
  });
});

describe('markupText', () => {
  it.each([
    [2500, 2500, 'At face value'],
    [2300, 2500, '8% below face value'],
    [2875, 2500, '+15% over face value'],
    [3000, 2500, '+20% over face value'],
    [334, 1000 / 3, 'At face value'],
    [123456, 2500, '+4838% over face value'],
  ])('₹%d against a face value of ₹%d: %s', (price, faceValue, text) => {
    expect(markupText(price, faceValue)).toBe(text);
  });

  it('has nothing to say against a face value of ₹0', () => {
    expect(markupText(1, 0)).toBeNull();
  });
});

describe('faceValueFacts', () => {
  it('gives the face value per ticket and the markup, or nothing when the face value is unknown', () => {
    expect(faceValueFacts(2875, booking(5000, 2))).toEqual({ faceValue: 'Face value ₹2,500 per ticket', markup: '+15% over face value' });
    expect(faceValueFacts(2875, booking(null, 2))).toBeNull();
  });
});
