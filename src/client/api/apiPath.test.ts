import { apiPath } from './apiPath';

describe('apiPath', () => {
  it.each([
    ['/concerts', '/api/concerts'],
    ['/ticketListing/users?pageNumber=0', '/api/ticketListing/users?pageNumber=0'],
    ['/authors', '/api/authors'],
    ['/auth/session', '/auth/session'],
    ['/auth/signin', '/auth/signin'],
    ['/auth/logout', '/auth/logout'],
    ['/auth/resend-otp', '/api/auth/resend-otp'],
    ['/auth/confirm-email?otp=123456', '/api/auth/confirm-email?otp=123456'],
  ])('%s is sent to %s', (path, expected) => {
    expect(apiPath(path)).toBe(expected);
  });
});
