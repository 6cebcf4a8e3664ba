import { actionSanitizer, REDACTED, stateSanitizer } from './devToolsSanitizer';

const SECRETS = ['hunter22', '482913', '7731', 'tok-abc', 'csrf-xyz', 'sess-1', 'ver-9', 'fan@example.in', 'asha@example.in'];

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
    expect(clean.payload.email).toBe(REDACTED);
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
      loginResult: { saved: { outcome: 'failure', reason: 'email-not-verified' } },
    };
    const clean = stateSanitizer(state);
    expect(leaks(clean)).toEqual([]);
    expect(clean.otpThrottle.phone).toEqual({ sentAt: 1700000005000, verificationId: REDACTED });
    expect(clean.loginResult).toEqual(state.loginResult);
  });

  it('hide e-mail addresses, phone numbers and quoted codes by key and inside text, but keep verification statuses', () => {
    const state = {
      auth: {
        user: { name: 'Asha', email: 'asha@example.in', phoneNumber: '+919800000001', emailVerificationStatus: 'VERIFIED' },
      },
      sellWizard: { values: { senderEmail: 'tickets.asha@example.in' } },
      api: {
        mutations: {
          r2: { error: { data: { error: 'No e-mail from tickets.asha@example.in yet; call 9800000001' } } },
          r3: { error: { data: { error: 'OTP 482913 has expired' } } },
        },
        queries: { 'lookup({"contact":"asha@example.in"})': { status: 'fulfilled' } },
      },
      otpThrottle: { phone: { sentAt: 1700000005000 } },
    };
    const text = JSON.stringify(stateSanitizer(state));
    for (const contact of ['asha@example.in', '+919800000001', '9800000001', '482913']) expect(text).not.toContain(contact);
    const clean = stateSanitizer(state);
    expect(clean.auth.user).toEqual({ name: 'Asha', email: REDACTED, phoneNumber: REDACTED, emailVerificationStatus: 'VERIFIED' });
    expect(clean.otpThrottle.phone.sentAt).toBe(1700000005000);
    expect(clean.api.mutations.r2.error.data.error).toBe(`No e-mail from ${REDACTED} yet; call ${REDACTED}`);
    expect(clean.api.mutations.r3.error.data.error).toBe(`OTP ${REDACTED} has expired`);
  });
});
