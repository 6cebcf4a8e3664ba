import { startSession } from '../services/sessions.service';
import { insertUser } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('GET /auth/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const session = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/auth/session', cookies: cookie === undefined ? {} : { sid: cookie } });

  it('is a 401 without a session cookie', async () => {
    const response = await session();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue' });
  });

  it('is a 401 for a cookie that names no session', async () => {
    const response = await session('made-up-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue' });
  });

  it('answers the signed-in user, without secrets', async () => {
    const user = await insertUser(t.db, { email: 'riya.sharma@example.in', name: 'Riya Sharma', phone_number: '+919876543210' });
    const { token } = await startSession(t.db, user.id);
    const response = await session(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        role: 'USER',
        email: 'riya.sharma@example.in',
        name: 'Riya Sharma',
        phoneNumber: '+919876543210',
        profilePicture: null,
        emailVerificationStatus: 'PENDING',
        phoneVerificationStatus: 'PENDING',
        hasPassword: false,
      },
    });
  });

  it('is a 401 once the session has expired', async () => {
    const user = await insertUser(t.db);
    const { token } = await startSession(t.db, user.id, new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
    const response = await session(token);
    expect(response.statusCode).toBe(401);
  });
});
