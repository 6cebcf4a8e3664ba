import { actionSanitizer, REDACTED, stateSanitizer } from './devToolsSanitizer';

const SECRETS = ['hunter22', '482913', '7731', 'tok-abc', 'csrf-xyz', 'sess-1', 'ver-9'];

function leaks(value: unknown): string[] {
  const text = JSON.stringify(value);
  return SECRETS.filter((secret) => text.includes(secret));
}

describe('Redux DevTools sanitizers', () => {
  it('hide passwords, OTP codes, tokens and CSRF values in actions', () => {
    const action = {
      type: 'api/executeMutation/pending',
      payload: { email: 'fan@example.in', password: 'hunter22', newPassword: 'hunter22' },
      meta: {
        arg: {
          endpointName: 'confirmEmail',
          originalArgs: { otp: '482913', url: '/auth/confirm-email?otp=482913' },
          headers: { 'X-Csrf-Token': 'csrf-xyz', Authorization: 'Bearer tok-abc' },
        },
        verifyArgs: [{ code: '7731', verificationId: 'ver-9' }],
      },
    };
    const clean = actionSanitizer(action);
    expect(leaks(clean)).toEqual([]);
    expect(clean.type).toBe('api/executeMutation/pending');
    expect(clean.payload.email).toBe('fan@example.in');
    expect(clean.payload.password).toBe(REDACTED);
  });

  it('hide secrets in state, including inside cache keys, without touching the store', () => {
    const state = {
      auth: { user: { name: 'Asha', email: 'asha@example.in' }, accessToken: 'tok-abc', sessionId: 'sess-1' },
      api: {
        queries: { 'verifyPhone({"code":"7731","verificationId":"ver-9"})': { status: 'fulfilled' } },
        mutations: { r1: { originalArgs: { password: 'hunter22' } } },
      },
      otpThrottle: { email: { sentAt: 1700000000000 } },
    };
    const before = JSON.stringify(state);
    const clean = stateSanitizer(state);
    expect(leaks(clean)).toEqual([]);
    expect(clean.auth.user.name).toBe('Asha');
    expect(clean.otpThrottle).toEqual(state.otpThrottle);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('hide the phone verification id kept in the persisted OTP record, but keep send times and the login result', () => {
    const state = {
      otpThrottle: { email: { sentAt: 1700000000000 }, phone: { sentAt: 1700000005000, verificationId: 'ver-9' } },
      loginResult: { saved: { outcome: 'failure', message: 'No verified email' } },
    };
    const clean = stateSanitizer(state);
    expect(leaks(clean)).toEqual([]);
    expect(clean.otpThrottle.phone).toEqual({ sentAt: 1700000005000, verificationId: REDACTED });
    expect(clean.loginResult).toEqual(state.loginResult);
  });
});
