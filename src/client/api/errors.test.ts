import { errorMessage, isFetchBaseQueryError } from './errors';

describe('api errors', () => {
  it('recognises RTK Query errors', () => {
    expect(isFetchBaseQueryError({ status: 400, data: { error: 'Bad' } })).toBe(true);
    expect(isFetchBaseQueryError({ status: 'FETCH_ERROR', error: 'offline' })).toBe(true);
    expect(isFetchBaseQueryError(new Error('boom'))).toBe(false);
    expect(isFetchBaseQueryError(undefined)).toBe(false);
  });

  it("shows the server's message, else the fallback", () => {
    expect(errorMessage({ status: 400, data: { error: 'Email already registered' } }, 'Failed to sign up')).toBe(
      'Email already registered',
    );
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'timed out' }, 'Failed to sign up')).toBe('Failed to sign up');
    expect(errorMessage(new Error('boom'), 'Failed to sign in')).toBe('Failed to sign in');
  });
});
