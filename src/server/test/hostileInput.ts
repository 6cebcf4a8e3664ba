import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { multipart } from './listingFixtures';
import type { AppRoute } from './routeTable';

/** Ids that exist in the fuzzed world, so some requests get past "not found" into the handlers. */
export interface KnownIds {
  concerts: number[];
  listings: number[];
  users: number[];
}

/** A request as generated: who sends it is decided when it is sent. */
export interface HostileRequest {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The booking id behind one of the fuzzed listings, so some meet-up checks match (badInput.test.ts lists it with it). */
export const KNOWN_BOOKING_ID = 'BMS-FUZZ-0001';

const INJECTIONS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "1' UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'Riya\u0000Sharma',
  'a\r\nSet-Cookie: sid=evil',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '   ',
  '',
  'null',
  'undefined',
  '[]',
  '{}',
  'ಕನ್ನಡ हिन्दी தமிழ்',
  '👨‍👩‍👧‍👦🎫🔥',
  '\u202Eevil\u202C',
  '\uD800',
  '%',
  '%E0%A4%A',
];

const HUGE = ['x'.repeat(100_000), 'é'.repeat(5_000), '9'.repeat(2_000)];

const NUMBERS = [-1, 0, 1, 2, 99, 100, 101, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 0.5, 1e-9, 10_000_000, 10_000_001];

/** Any JSON value a hostile caller might put in a field. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTIONS), weight: 4 },
  { arbitrary: fc.constantFrom(...NUMBERS), weight: 3 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 3 },
  { arbitrary: fc.constantFrom(...HUGE), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.constantFrom('riya@example.in', '+919876543210', 'correct horse', 'Riya', 'Gold\u0000', 'SOLD', 'LISTED', 'FRIEND', 'FEEDBACK', KNOWN_BOOKING_ID, 'bms-fuzz 0001'), weight: 3 },
);

/** The field names the routes read, and some they must not accept. */
const FIELDS = [
  'name', 'email', 'password', 'phoneNumber', 'quantity', 'price', 'verifiedSeat', 'verifiedAdditionalDetails',
  'wantsExchange', 'negotiable', 'sellerCity', 'kind', 'text', 'page', 'ticketStatus', 'status', 'concertId',
  'userId', 'id', 'role', 'emailVerificationStatus', 'sellerId', 'ticketHits', 'isAdmin', 'bookingId',
];
const QUERY_KEYS = [
  'pageNumber', 'pageSize', 'sortBy', 'sortDir', 'status', 'source', 'otp', 'code', 'verificationId', 'pushUserId',
  'concertId', 'userId', 'senderEmail', 'expectedDkimDomain', 'city', 'categoryId', 'from', 'to', 'minPrice',
  'maxPrice', 'minQuantity', 'redirect', 'state', 'error',
];

const fieldName = fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 5 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 });

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** encodeURIComponent throws on a lone surrogate: those become U+FFFD, as a browser would send them. */
function pathSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

function queryValue(ids: KnownIds): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fieldValue.map(asText), weight: 5 },
    { arbitrary: fc.constantFrom(...ids.concerts, ...ids.users).map(String), weight: 2 },
    { arbitrary: fc.constantFrom('asc', 'desc', 'price', 'concertDate', 'relevance', 'bookmyshow.com', '2027-02-30', '2026-12-01', '123456', '1234'), weight: 2 },
  );
}

function queryString(ids: KnownIds): fc.Arbitrary<string> {
  const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), queryValue(ids)), { maxLength: 5 });
  return fc.oneof(
    { arbitrary: pairs.map((list) => new URLSearchParams(list).toString()), weight: 8 },
    { arbitrary: fc.constantFrom('%', '%zz=1', '&&==&', 'a[b]=1', '__proto__[polluted]=1', 'pageSize=1&pageSize=2', `pageNumber=${'9'.repeat(400)}`), weight: 1 },
  );
}

/** A value for a :param of the route pattern: a real id, a number out of range, or anything at all. */
function paramValue(ids: KnownIds, param: string): fc.Arbitrary<string> {
  const real = [...ids.concerts, ...ids.listings, ...ids.users].map(String);
  const special = param === 'file' ? ids.concerts.map((id) => `${id}.svg`) : ['me'];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real, ...special), weight: 5 },
    { arbitrary: fc.constantFrom(...NUMBERS).map(String), weight: 2 },
    { arbitrary: fieldValue.map((value) => pathSegment(asText(value).slice(0, 1500))), weight: 4 },
    { arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '..%2F..%2Fpackage.json', '%00'), weight: 1 },
  );
}

function pathFor(route: AppRoute, ids: KnownIds): fc.Arbitrary<string> {
  if (route.url.endsWith('*')) {
    const segment = fc.oneof(fc.constantFrom('index.html', '..', '%2e%2e', 'explore', 'api', '.env', 'events'), fc.string({ maxLength: 10 }).map(encodeURIComponent));
    return fc.array(segment, { maxLength: 4 }).map((segments) => `${route.url.slice(0, -1)}${segments.join('/')}`);
  }
  const parts = route.url.split(/(:[A-Za-z]+)/);
  const values = parts.map((part) => (part.startsWith(':') ? paramValue(ids, part.slice(1)) : fc.constant(part)));
  return fc.tuple(...values).map((pieces) => pieces.join(''));
}

interface Body {
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const json = (payload: string): Body => ({ headers: { 'content-type': 'application/json' }, payload });

const MALFORMED_JSON = ['{', '{"email":', 'nul', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '[1,2', '"', '{"__proto__":{"isAdmin":true},"name":"Riya"}', '{"constructor":{"prototype":{"x":1}}}'];
const OVER_ONE_MIB = JSON.stringify({ text: 'x'.repeat(1_100_000) });

const multipartPart = fc.record({
  name: fc.constantFrom('file', 'ticketListing', 'other', ''),
  value: fc.oneof(fc.dictionary(fieldName, fieldValue, { maxKeys: 6 }).map((fields) => JSON.stringify(fields)), fieldValue.map(asText)),
  filename: fc.option(fc.constantFrom('ticket.eml', 'me.png', 'x.json', '../../evil.sh', 'ಚಿತ್ರ.jpg'), { nil: undefined }),
  contentType: fc.option(fc.constantFrom('image/png', 'image/jpeg', 'message/rfc822', 'application/json', 'text/html', 'application/x-msdownload'), { nil: undefined }),
});

/** Bodies of every kind: none, JSON objects with wrong, missing and extra fields, other JSON, broken JSON, other content types, multipart whole and broken. */
const body: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: fc.constant<Body>({ headers: {} }), weight: 8 },
  { arbitrary: fc.dictionary(fieldName, fieldValue, { maxKeys: 8 }).map((fields) => json(JSON.stringify(fields))), weight: 32 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => json(JSON.stringify(value) ?? 'null')), weight: 8 },
  { arbitrary: fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ unit: 'binary', maxLength: 40 })).map(json), weight: 8 },
  { arbitrary: fc.constant(json(OVER_ONE_MIB)), weight: 1 },
  {
    arbitrary: fc.tuple(
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png', 'application/json; charset=utf-16', ';;;', 'multipart/form-data', 'multipart/mixed; boundary=x'),
      fc.string({ unit: 'binary', maxLength: 80 }),
    ).map(([type, payload]): Body => ({ headers: { 'content-type': type }, payload })),
    weight: 8,
  },
  { arbitrary: fc.array(multipartPart, { maxLength: 3 }).map((parts) => multipart(parts)), weight: 12 },
  {
    arbitrary: fc.tuple(fc.array(multipartPart, { minLength: 1, maxLength: 2 }), fc.nat(), fc.constantFrom('cut', 'garbage', 'no-closing')).map(([parts, at, kind]): Body => {
      const whole = multipart(parts);
      const text = whole.payload.toString('latin1');
      const broken =
        kind === 'cut' ? text.slice(0, at % text.length) : kind === 'garbage' ? `garbage\r\n${text.slice(at % text.length)}` : text.replace(/--\r\n$/, '\r\n');
      return { headers: whole.headers, payload: Buffer.from(broken, 'latin1') };
    }),
    weight: 8,
  },
);

/** Any request to this route: its path filled in, a query string and a body of any kind. */
export function hostileRequest(route: AppRoute, ids: KnownIds): fc.Arbitrary<HostileRequest> {
  return fc.record({ path: pathFor(route, ids), query: fc.option(queryString(ids), { nil: undefined }), body }).map(({ path, query, body: sent }) => ({
    method: route.method,
    url: query === undefined ? path : `${path}?${query}`,
    headers: sent.headers,
    ...(sent.payload !== undefined && { payload: sent.payload }),
  }));
}

export type Caller = 'stranger' | 'ended session' | 'signed-in user';

export const caller: fc.Arbitrary<Caller> = fc.oneof(
  { arbitrary: fc.constant<Caller>('signed-in user'), weight: 6 },
  { arbitrary: fc.constant<Caller>('stranger'), weight: 3 },
  { arbitrary: fc.constant<Caller>('ended session'), weight: 1 },
);
