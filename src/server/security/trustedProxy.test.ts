import { newAccount } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'production-test-session-secret-0123456789',
  DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

/** Signs up `count` new accounts from one socket address, each claiming another client in X-Forwarded-For. */
async function signUps(t: TestApp, socket: string, forwardedFor: (i: number) => string | undefined, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const claimed = forwardedFor(i);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: newAccount(),
      remoteAddress: socket,
      headers: claimed === undefined ? {} : { 'x-forwarded-for': claimed },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const created = (statuses: number[]) => statuses.filter((s) => s === 201).length;

describe('per-IP limits behind no proxy (TRUST_PROXY unset, production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: PRODUCTION });
  });
  afterAll(() => t.close());

  it('keys on the socket address: a changing X-Forwarded-For does not reset the sign-up limit', async () => {
    const statuses = await signUps(t, '198.51.100.7', (i) => `203.0.113.${i + 1}`, 14);
    expect(created(statuses)).toBe(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });
});

describe('per-IP limits behind a named proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...PRODUCTION, TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('keys on the client the proxy names, so two clients behind it have a limit each', async () => {
    expect(created(await signUps(t, '127.0.0.1', () => '203.0.113.50', 12))).toBe(10);
    expect(created(await signUps(t, '127.0.0.1', () => '203.0.113.51', 3))).toBe(3);
  });

  it('ignores X-Forwarded-For from anyone who is not the proxy', async () => {
    const statuses = await signUps(t, '198.51.100.9', (i) => `203.0.113.${100 + i}`, 12);
    expect(created(statuses)).toBe(10);
  });

  it('takes the address the proxy saw, not one the client put before it', async () => {
    const statuses = await signUps(t, '127.0.0.1', (i) => `192.0.2.${i + 1}, 203.0.113.60`, 12);
    expect(created(statuses)).toBe(10);
  });
});

describe('per-IP limits behind one hop (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...PRODUCTION, TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('believes only the last hop the proxy added', async () => {
    const statuses = await signUps(t, '10.0.0.2', (i) => `192.0.2.${i + 1}, 203.0.113.70`, 12);
    expect(created(statuses)).toBe(10);
  });
});
