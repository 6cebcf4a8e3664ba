import { signInSchema, signUpSchema } from './authSchemas';
import { listingDetailsSchema } from './listingSchemas';
import { otpError, throttleMessage } from './otpSchemas';
import { cleanName } from './nameRules';
import { changePasswordSchema, setFirstPasswordSchema } from './passwordSchemas';
import { profilePictureError, updateUserSchema } from './profileSchemas';
import { sellStartSchema } from './sellSchemas';

/** The first failing rule's message, as a form shows it. */
function firstError(schema: { validateSync(v: unknown, o: object): unknown }, value: unknown): string | null {
  try {
    schema.validateSync(value, { abortEarly: true });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('sign in and sign up', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'Email is required'],
    [{ email: 'a b@c.in', password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'riya@example.in', password: '' }, 'Password is required'],
    [{ email: 'riya@example.in', password: '12345' }, 'Password must be at least 6 characters long'],
    [{ email: 'riya@example.in', password: '123456' }, null],
  ])('sign in %j → %s', (value, message) => {
    expect(firstError(signInSchema, value)).toBe(message);
  });

  const ok = { name: 'Riya', email: 'riya@example.in', phoneNumber: '+919876543210', password: 'secret1' };
  it.each([
    [{ ...ok, name: '' }, 'Full name is required'],
    [{ ...ok, name: 'R' }, 'Name must be at least 2 characters long'],
    [{ ...ok, name: 'x'.repeat(100) }, null],
    [{ ...ok, name: 'x'.repeat(101) }, 'Name cannot exceed 100 characters'],
    [{ ...ok, name: 'x'.repeat(10_000) }, 'Name cannot exceed 100 characters'],
    [{ ...ok, name: 'Riya \u202Eamrahs' }, 'Name cannot contain control or text-direction characters'],
    [{ ...ok, name: 'Riya \u2068Sharma\u2069' }, 'Name cannot contain control or text-direction characters'],
    [{ ...ok, name: 'Riya\u200BSharma' }, 'Name cannot contain control or text-direction characters'],
    [{ ...ok, name: 'Riya\tSharma' }, 'Name cannot contain control or text-direction characters'],
    [{ ...ok, name: '\u0915\u094D\u200D\u0937\u092E\u093E \u0930\u093E\u0935\u200C' }, null],
    [{ ...ok, email: `${'r'.repeat(243)}@example.in` }, null],
    [{ ...ok, email: `${'r'.repeat(244)}@example.in` }, 'Email cannot exceed 254 characters'],
    [{ ...ok, phoneNumber: '' }, 'Phone number is required'],
    [{ ...ok, phoneNumber: '0987' }, 'Please enter a valid phone number'],
    [{ ...ok, phoneNumber: '+12345678901234567' }, 'Please enter a valid phone number'],
    [{ ...ok, phoneNumber: '1234567890123456' }, null],
    [ok, null],
  ])('sign up %j → %s', (value, message) => {
    expect(firstError(signUpSchema, value)).toBe(message);
  });
});

describe('listing details', () => {
  /** A listing whose amount paid is unknown: only the SPEC §5 limits apply to its price. */
  const unknownCost = (verifiedTicketQuantity: number | null) => ({ verifiedTicketQuantity, verifiedAmountPaid: null, priceCapPercent: 20 });
  const ok = { quantity: 2, price: 1500, verifiedSeat: 'GOLD Row F', negotiable: true };
  it.each([
    [{ ...ok, quantity: undefined }, 'Please enter the number of tickets'],
    [{ ...ok, quantity: 0 }, 'Number of tickets must be between 1 and 4'],
    [{ ...ok, quantity: 1 }, null],
    [{ ...ok, quantity: 4 }, null],
    [{ ...ok, quantity: 5 }, 'Number of tickets must be between 1 and 4'],
    [{ ...ok, price: undefined }, 'Price is required'],
    [{ ...ok, price: 10_000_000 }, null],
    [{ ...ok, price: 10_000_001 }, 'Price must be less than 10,000,000 INR'],
    [{ ...ok, price: 0 }, 'Price must be at least ₹1'],
    [{ ...ok, price: 0.5 }, 'Price must be at least ₹1'],
    [{ ...ok, price: 1 }, null],
    [{ ...ok, verifiedSeat: '' }, 'Seat details are required'],
    [{ ...ok, verifiedSeat: 'x'.repeat(100) }, null],
    [{ ...ok, verifiedSeat: 'x'.repeat(101) }, 'Seat details cannot exceed 100 characters'],
    [{ ...ok, sellerCity: 'x'.repeat(50) }, null],
    [{ ...ok, sellerCity: 'x'.repeat(51) }, 'City cannot exceed 50 characters'],
    [{ ...ok, negotiable: undefined }, 'Please choose whether the price is negotiable'],
  ])('with a verified quantity of 4, %j → %s', (value, message) => {
    expect(firstError(listingDetailsSchema(unknownCost(4)), value)).toBe(message);
  });

  it('refuses a price above face value plus the cap, naming the highest price and the face value', () => {
    const schema = listingDetailsSchema({ verifiedTicketQuantity: 2, verifiedAmountPaid: 5000, priceCapPercent: 20 });
    expect(firstError(schema, { ...ok, price: 3000 })).toBeNull();
    expect(firstError(schema, { ...ok, price: 3000.01 })).toBe(
      'The highest price you can ask is ₹3,000 per ticket: 20% over the face value of ₹2,500.',
    );
    expect(firstError(schema, { ...ok, price: 123456 })).toBe(
      'The highest price you can ask is ₹3,000 per ticket: 20% over the face value of ₹2,500.',
    );
    const capOff = listingDetailsSchema({ verifiedTicketQuantity: 2, verifiedAmountPaid: 5000, priceCapPercent: null });
    expect(firstError(capOff, { ...ok, price: 123456 })).toBeNull();
  });

  it('caps at 100 when the verified quantity is unknown', () => {
    expect(firstError(listingDetailsSchema(unknownCost(null)), { ...ok, quantity: 100 })).toBeNull();
    expect(firstError(listingDetailsSchema(unknownCost(null)), { ...ok, quantity: 101 })).toBe('Number of tickets must be between 1 and 100');
  });
});

describe('sell step 1', () => {
  it('asks for an event and a valid sender e-mail', () => {
    expect(firstError(sellStartSchema, { senderEmail: 'a@b.in' })).toBe('Please select an event');
    expect(firstError(sellStartSchema, { concertId: 3, senderEmail: '' })).toBe('Email is required');
    expect(firstError(sellStartSchema, { concertId: 3, senderEmail: 'nope' })).toBe('Please enter a valid email address');
  });
  it('needs the terms box only for booking-site events', () => {
    expect(firstError(sellStartSchema, { concertId: 3, senderEmail: 'a@b.in', needsTerms: true })).toBe(
      'Check this box if you have a recent confirmation email.',
    );
    expect(firstError(sellStartSchema, { concertId: 3, senderEmail: 'a@b.in', needsTerms: true, termsAccepted: true })).toBeNull();
    expect(firstError(sellStartSchema, { concertId: 3, senderEmail: 'a@b.in', needsTerms: false })).toBeNull();
  });
});

describe('profile', () => {
  it('refuses empty fields with the field name', () => {
    expect(firstError(updateUserSchema, { name: '' })).toBe('Name cannot be empty');
    expect(firstError(updateUserSchema, { phoneNumber: '' })).toBe('Phone number cannot be empty');
    expect(firstError(updateUserSchema, { name: 'Riya Sharma', phoneNumber: '+919876543210' })).toBeNull();
  });
  it('holds a changed name to the sign-up limits', () => {
    expect(firstError(updateUserSchema, { name: 'x'.repeat(10_000) })).toBe('Name cannot exceed 100 characters');
    expect(firstError(updateUserSchema, { name: 'Riya\u202E' + 'x' })).toBe('Name cannot contain control or text-direction characters');
  });
  it('asks for the current password, or for a Google account the e-mail code, beside a new password', () => {
    expect(firstError(changePasswordSchema, { password: 'new secret' })).toBe('Please enter your current password');
    expect(firstError(changePasswordSchema, { currentPassword: 'old secret' })).toBe('Please enter a new password');
    expect(firstError(changePasswordSchema, { currentPassword: 'old secret', password: '12345' })).toBe('Password must be at least 6 characters long');
    expect(firstError(changePasswordSchema, { currentPassword: 'old secret', password: 'new secret' })).toBeNull();
    expect(firstError(setFirstPasswordSchema, { password: 'new secret' })).toBe('Please enter the code we sent to your email');
    expect(firstError(setFirstPasswordSchema, { emailCode: '12345', password: 'new secret' })).toBe('Please enter a valid 6-digit OTP');
    expect(firstError(setFirstPasswordSchema, { emailCode: ' 123456 ', password: 'new secret' })).toBeNull();
  });
  it('checks pictures by type and size', () => {
    expect(profilePictureError({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file');
    expect(profilePictureError({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('Image size should be less than 5MB');
    expect(profilePictureError({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  });
});

describe('otp', () => {
  it('wants every digit of the channel', () => {
    expect(otpError('12345', 'email')).toBe('Please enter a valid 6-digit OTP');
    expect(otpError('123456', 'email')).toBeNull();
    expect(otpError('12a4', 'phone')).toBe('Please enter a valid 4-digit OTP');
    expect(otpError('1234', 'phone')).toBeNull();
    expect(throttleMessage(42)).toBe('Please wait 42 seconds before trying again');
  });
});

describe('a name from an identity provider', () => {
  it.each([
    ['Kabir Rao', 'Kabir Rao'],
    ['  Kabir\u202E \u2066Rao\u2069\u200F ', 'Kabir Rao'],
    ['Kabir\nRao\u0000', 'Kabir Rao'],
    ['K'.repeat(10_000), 'K'.repeat(100)],
    [`${'K'.repeat(99)}\u{1F600}`, 'K'.repeat(99)],
    ['\u202E\u200F', null],
    ['K', null],
    [null, null],
  ])('%j is kept as %j', (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });
});
