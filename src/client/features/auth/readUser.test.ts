import { testUser } from '../../test/fakeFetch';
import { readUser } from './readUser';

describe('readUser', () => {
  it('accepts a user wrapped in a user field or flat', () => {
    expect(readUser({ user: testUser })).toEqual(testUser);
    expect(readUser(testUser)).toEqual(testUser);
  });

  it('maps a flat emailVerified flag to a verification status', () => {
    const { emailVerificationStatus: _omitted, ...flat } = testUser;
    expect(readUser({ ...flat, emailVerified: true })?.emailVerificationStatus).toBe('VERIFIED');
    expect(readUser({ ...flat, emailVerified: false })?.emailVerificationStatus).toBe('PENDING');
  });

  it('treats an empty phone number as none, and anything without an id and email as no user', () => {
    expect(readUser({ ...testUser, phoneNumber: '' })?.phoneNumber).toBeNull();
    expect(readUser({ error: 'Not signed in' })).toBeNull();
    expect(readUser(null)).toBeNull();
  });
});
