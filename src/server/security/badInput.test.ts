import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startSession } from '../services/sessions.service';
import { freshIp } from '../test/accounts';
import { brokenInvariants } from '../test/dbInvariants';
import { insertCategory, insertConcert, insertUser } from '../test/fixtures';
import { listingId, multipart } from '../test/listingFixtures';
import { everyRouteApp } from '../test/everyRouteApp';
import { ROUTE_ACCESS, type AppRoute } from '../test/routeTable';
import { endedSessionHeaders, sessionHeaders, signedInUser } from '../test/signedIn';
import { verifiedSeller } from '../test/verifiedSeller';
import { signedInAdmin } from '../test/admins';
import { caller, hostileRequest, KNOWN_BOOKING_ID, type Caller, type KnownIds } from '../test/hostileInput';

/** At least this many requests in all, spread evenly over the routes. */
const TOTAL_REQUESTS = 5_040;
const SEED = 20_261_124;

/** What a caller must never see: stack traces, framework codes, SQL, file paths, password hashes. */
const INTERNALS = [
  /\n\s+at /,
  /node_modules/,
  /\/work\//,
  /FST_[A-Z_]+/,
  /(TypeError|ReferenceError|RangeError|SyntaxError)\b/,
  /Cannot read propert/,
  /\brelation "/,
  /violates .* constraint/,
  /syntax error at or near/,
  /scrypt\$/,
];

const NUL_REFUSAL = 'The request holds a NUL character, which no field may contain';

function cutMultipart(): { headers: Record<string, string>; payload: Buffer } {
  const whole = multipart([{ name: 'file', filename: 'me.png', contentType: 'image/png', value: 'not really a png' }]);
  return { headers: whole.headers, payload: whole.payload.subarray(0, 70) };
}

function problemWith(response: LightMyRequestResponse, route: AppRoute, who: Caller): string | null {
  const status = response.statusCode;
  const leaked = INTERNALS.find((pattern) => pattern.test(response.body));
  if (leaked !== undefined) return `the body shows ${leaked}`;
  if (status >= 500) return 'a server error';
  if (status >= 400) {
    if (!String(response.headers['content-type']).startsWith('application/json')) return 'an error that is not JSON';
    const body: unknown = JSON.parse(response.body);
    const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
    const error = (body as { error?: unknown }).error;
    if (keys.join() !== 'error' || typeof error !== 'string' || error.trim() === '') return 'an error body other than { error: "…" }';
    return null;
  }
  if (status >= 300) {
    // The identity provider's callback always sends the browser back to the SPA with the outcome; the
    // documentation UI sends its old index address on to its own page.
    const location = String(response.headers.location);
    if (route.name === 'GET /auth/google/callback' && location.startsWith('/?loginResult=')) return null;
    return route.url.startsWith('/api/docs/static/') && location === '/api/docs/' ? null : `a redirect to ${location}`;
  }
  if (who !== 'signed-in user' && ROUTE_ACCESS[route.name] !== 'public') return `a ${status} for a ${who} on a signed-in route`;
  return null;
}

describe('bad input on every route (property-based, fast-check)', () => {
  let t: Awaited<ReturnType<typeof everyRouteApp>>;
  let ids: KnownIds;
  let fuzzUserId: number;
  let adminId: number;
  let othersListings: unknown[];
  const statuses = new Map<string, number>();

  const otherListingRows = () =>
    t.db.selectFrom('ticket_listings').select(['id', 'quantity', 'price', 'ticket_status', 'verified_seat', 'seller_city']).where('seller_id', '<>', fuzzUserId).orderBy('id').execute();

  beforeAll(async () => {
    t = await everyRouteApp();
    const categoryId = await insertCategory(t.db);
    const concerts = await Promise.all([
      insertConcert(t.db, { name: 'Fuzz Fest', categoryId, daysFromNow: 10 }),
      insertConcert(t.db, { name: 'Injection Live', categoryId, daysFromNow: 30, city: 'Pune' }),
      insertConcert(t.db, { name: 'Last Year Show', categoryId, daysFromNow: -30 }),
    ]);
    const fuzzer = await verifiedSeller(t.db);
    const other = await insertUser(t.db, { name: 'Other Seller' });
    fuzzUserId = fuzzer.user.id;
    adminId = (await signedInAdmin(t.db)).user.id;
    const listings: number[] = [];
    for (const concert of concerts) {
      listings.push(await listingId(t.db, { concert_id: concert.id, seller_id: fuzzUserId, price: 1500 }));
      listings.push(await listingId(t.db, { concert_id: concert.id, seller_id: other.id, price: 900 }));
    }
    // A listing from a booking whose id the fuzzing sends, so meet-up checks reach a match as well as a mismatch.
    listings.push(await listingId(t.db, { concert_id: concerts[1].id, seller_id: other.id, price: 1200, bookingId: KNOWN_BOOKING_ID }));
    listings.push(await listingId(t.db, { concert_id: concerts[0].id, seller_id: other.id, ticket_status: 'SOLD' }));
    ids = { concerts: concerts.map((c) => c.id), listings, users: [fuzzUserId, other.id] };
    othersListings = await otherListingRows();
  });

  afterAll(async () => {
    await t?.close();
  });

  let sessionToken: string | null = null;
  let adminToken: string | null = null;

  /** On an /api/admin/ route the signed-in caller is an admin, so the fuzzing reaches past the role check to the input. */
  async function send(request: InjectOptions, who: Caller, route: AppRoute): Promise<LightMyRequestResponse> {
    let session: Record<string, string> = {};
    if (who === 'signed-in user' && route.url.startsWith('/api/admin/')) {
      adminToken ??= (await startSession(t.db, adminId)).token;
      session = sessionHeaders(adminToken);
    } else if (who === 'signed-in user') {
      sessionToken ??= (await startSession(t.db, fuzzUserId)).token;
      session = sessionHeaders(sessionToken);
    } else if (who === 'ended session') {
      session = endedSessionHeaders();
    }
    const response = await t.app.inject({ ...request, headers: { ...(request.headers as Record<string, string> | undefined), ...session }, remoteAddress: freshIp() });
    // A fuzzed logout (or sign-in) replaces the session cookies: the next signed-in request gets a new session.
    if (who === 'signed-in user' && response.headers['set-cookie'] !== undefined) sessionToken = null;
    return response;
  }

  it(`sends at least ${TOTAL_REQUESTS} requests: each answer is a clean 4xx { error } or an allowed 2xx, never a 5xx`, async () => {
    const { routes } = t;
    expect(routes.length).toBeGreaterThan(30);
    const runsPerRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    // Every route is walked even when one fails, so one run shows all the failures (with fast-check's counterexample).
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const outcome = await fc.check(
        fc.asyncProperty(hostileRequest(route, ids), caller, async (request, who) => {
          const response = await send(request, who, route);
          statuses.set(`${response.statusCode}`, (statuses.get(`${response.statusCode}`) ?? 0) + 1);
          const problem = problemWith(response, route, who);
          if (problem !== null) throw new Error(`${route.name} as a ${who}: ${problem}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        }),
        { seed: SEED + index, numRuns: runsPerRoute, endOnFailure: true },
      );
      if (outcome.failed) {
        const cause = outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
        failures.push(`${cause}\n  seed ${SEED + index}, request ${JSON.stringify(outcome.counterexample).slice(0, 400)}`);
      }
    }
    expect(failures).toEqual([]);
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    console.info(`bad input: ${sent} requests over ${routes.length} routes; by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  }, 240_000);

  // The 500s the fuzzing found, pinned down (fixed in http/schemaValidation.ts, http/multipartRead.ts and the app's frameworkErrors).
  it.each([
    ['an array where text belongs', () => ({ method: 'POST', url: '/auth/signup', payload: { email: ['a@b.in'] } }), 'email must be text'],
    ['a NUL character in a field', () => ({ method: 'POST', url: '/api/feedback', payload: { kind: 'FEEDBACK', text: 'hi\u0000', page: '/' } }), NUL_REFUSAL],
    ['a NUL character in the path', () => ({ method: 'GET', url: '/api/concerts/search/%00' }), NUL_REFUSAL],
    ['a broken %-escape in the path', () => ({ method: 'GET', url: '/api/concerts/%E0%A4%A' }), 'The request path is not a valid URL'],
    ['a multipart body cut short', () => ({ method: 'PUT', url: '/api/users/me/profile-picture', ...cutMultipart() }), 'The request body is not valid multipart/form-data'],
  ] as const)('answers %s with a 400', async (_label, request, error) => {
    // A new user: the fuzzing above has spent the fuzz user's feedback allowance.
    const { headers } = await signedInUser(t.db);
    const sent: InjectOptions = request();
    const response = await t.app.inject({ ...sent, headers: { ...(sent.headers as Record<string, string> | undefined), ...headers }, remoteAddress: freshIp() });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { error } });
  });

  it('leaves the database consistent: figures match the listings, statuses valid, no orphan rows', async () => {
    expect(await brokenInvariants(t.db)).toEqual({});
  });

  it("leaves other sellers' listings as they were", async () => {
    expect(await otherListingRows()).toEqual(othersListings);
  });
});
