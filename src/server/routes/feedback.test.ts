import type { FeedbackItem } from '../../shared/schemas/feedbackSchemas';
import { FEEDBACK_TEXT_REQUIRED, FEEDBACK_TEXT_TOO_LONG } from '../../shared/schemas/feedbackSchemas';
import { CSRF_REFUSAL } from '../http/csrf';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { endedSessionHeaders, signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('POST /api/feedback', () => {
  let t: TestApp;
  let fan: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    fan = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  const send = (payload: unknown, headers: Record<string, string> = fan.headers) =>
    t.app.inject({ method: 'POST', url: '/api/feedback', headers, payload: payload as Record<string, unknown> });
  const rowsOf = (userId: number) => t.db.selectFrom('feedback').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const valid = { kind: 'FEEDBACK', text: 'Love the app!', page: '/explore' };

  it('stores the message, trimmed, with the user and the page, and answers 201 with it', async () => {
    const someone = await signedInUser(t.db);
    const response = await send({ kind: 'SUGGEST_EVENT', text: '  Coldplay, Mumbai, 18 Jan  ', page: '/events/x/3' }, someone.headers);
    expect(response.statusCode).toBe(201);
    const item = response.json() as FeedbackItem;
    expect(item).toEqual({
      id: expect.any(Number),
      kind: 'SUGGEST_EVENT',
      text: 'Coldplay, Mumbai, 18 Jan',
      page: '/events/x/3',
      createdAt: expect.any(String),
    });
    const rows = await rowsOf(someone.user.id);
    expect(rows).toEqual([
      { id: item.id, kind: 'SUGGEST_EVENT', text: 'Coldplay, Mumbai, 18 Jan', page: '/events/x/3', user_id: someone.user.id, created_at: expect.any(Date), done_at: null },
    ]);
    expect(rows[0].created_at.toISOString()).toBe(item.createdAt);
    expect(Math.abs(rows[0].created_at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    ['1 character', 'x'],
    ['2000 characters', 'x'.repeat(2000)],
    ['2000 characters inside spaces', ` ${'x'.repeat(2000)} `],
  ])('accepts a text of %s', async (_label, text) => {
    const someone = await signedInUser(t.db);
    expect((await send({ ...valid, text }, someone.headers)).statusCode).toBe(201);
    expect((await rowsOf(someone.user.id)).map((row) => row.text)).toEqual([text.trim()]);
  });

  it.each([
    ['an empty text', { ...valid, text: '' }, FEEDBACK_TEXT_REQUIRED],
    ['a text of spaces only', { ...valid, text: '   \n ' }, FEEDBACK_TEXT_REQUIRED],
    ['2001 characters', { ...valid, text: 'x'.repeat(2001) }, FEEDBACK_TEXT_TOO_LONG],
    ['no text', { kind: 'FEEDBACK', page: '/' }, FEEDBACK_TEXT_REQUIRED],
    ['an unknown kind', { ...valid, kind: 'COMPLAINT' }, 'kind must be one of SUGGEST_EVENT, FEEDBACK'],
    ['a lower-case kind', { ...valid, kind: 'feedback' }, 'kind must be one of SUGGEST_EVENT, FEEDBACK'],
    ['no kind', { text: 'Hi', page: '/' }, 'kind is required'],
    ['no page', { kind: 'FEEDBACK', text: 'Hi' }, 'page is required'],
    ['a page that is not a path', { ...valid, page: 'https://evil.example/' }, 'page must be a path starting with /'],
    ['a page of 501 characters', { ...valid, page: `/${'p'.repeat(500)}` }, 'page cannot exceed 500 characters'],
    ['an extra field', { ...valid, userId: 1, rating: 5 }, 'Unknown fields: userId, rating'],
    ['a body that is not an object', ['FEEDBACK'], 'The request body must be a JSON object'],
  ])('refuses %s with a 400 and stores nothing', async (_label, payload, error) => {
    const someone = await signedInUser(t.db);
    const response = await send(payload, someone.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await rowsOf(someone.user.id)).toEqual([]);
  });

  it('accepts a page of exactly 500 characters', async () => {
    const page = `/${'p'.repeat(499)}`;
    const response = await send({ ...valid, page });
    expect(response.statusCode).toBe(201);
    expect((response.json() as FeedbackItem).page).toBe(page);
  });

  it('answers 401 to a browser whose session has ended, and stores nothing', async () => {
    const before = await t.db.selectFrom('feedback').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const response = await send(valid, endedSessionHeaders());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
    const after = await t.db.selectFrom('feedback').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('refuses a call without the CSRF header (403), and asks a stranger without cookies to sign in (401)', async () => {
    const someone = await signedInUser(t.db);
    const { cookie } = someone.headers;
    const forged = await send(valid, { cookie });
    expect([forged.statusCode, forged.json()]).toEqual([403, { error: CSRF_REFUSAL }]);
    const stranger = await send(valid, {});
    expect([stranger.statusCode, stranger.json()]).toEqual([401, { error: SIGN_IN_REQUIRED }]);
    expect(await rowsOf(someone.user.id)).toEqual([]);
  });

  it('takes 10 messages an hour from one user, then asks them to wait', async () => {
    const chatty = await signedInUser(t.db);
    for (let n = 1; n <= 10; n += 1) expect((await send({ ...valid, text: `Note ${n}` }, chatty.headers)).statusCode).toBe(201);
    const refused = await send({ ...valid, text: 'Note 11' }, chatty.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Please wait \d+ seconds before trying again$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await rowsOf(chatty.user.id)).toHaveLength(10);
    // Another user is counted on their own.
    expect((await send(valid)).statusCode).toBe(201);
  });
});
