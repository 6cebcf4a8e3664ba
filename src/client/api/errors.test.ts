import { errorMessage, errorReference, errorToast, isFetchBaseQueryError, requestIdOf } from './errors';

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

describe('error toasts with a reference', () => {
  const failed = { status: 500, data: { error: 'Something went wrong on our side. Please try again.' }, requestId: 'a1b2c3d4-0001' };

  it("carries the server's request id as the toast's details", () => {
    expect(requestIdOf(failed)).toBe('a1b2c3d4-0001');
    expect(errorReference(failed)).toBe('Reference: a1b2c3d4-0001');
    expect(errorToast(failed, 'Failed to sign up')).toEqual({
      type: 'error',
      title: 'Something went wrong on our side. Please try again.',
      details: 'Reference: a1b2c3d4-0001',
    });
  });

  it('has no reference on a 4xx: the message says what to change', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      const refused = { status, data: { error: 'Please wait 60 seconds before trying again' }, requestId: 'a1b2c3d4-0002' };
      expect(requestIdOf(refused)).toBe('a1b2c3d4-0002');
      expect(errorReference(refused)).toBeUndefined();
      expect(errorToast(refused, 'Failed to sign up')).toEqual({
        type: 'error',
        title: 'Please wait 60 seconds before trying again',
        details: undefined,
      });
    }
    // A body error on a 2xx is the server refusing too.
    expect(errorReference({ status: 200, data: { error: 'Ticket already listed' }, requestId: 'a1b2c3d4-0003' })).toBeUndefined();
  });

  it('keeps the reference on every 5xx and on an answer that could not be read', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(errorReference({ status, data: null, requestId: 'a1b2c3d4-0004' })).toBe('Reference: a1b2c3d4-0004');
    }
    const garbled = { status: 'PARSING_ERROR', originalStatus: 200, data: '{', error: 'Invalid JSON', requestId: 'a1b2c3d4-0005' };
    expect(errorReference(garbled)).toBe('Reference: a1b2c3d4-0005');
  });

  it('has no details when no server answered', () => {
    const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(requestIdOf(offline)).toBeUndefined();
    expect(errorToast(offline, 'Failed to sign up')).toEqual({ type: 'error', title: 'Failed to sign up', details: undefined });
    expect(errorReference(new Error('boom'))).toBeUndefined();
    expect(errorReference({ status: 400, data: null, requestId: 42 })).toBeUndefined();
  });
});
