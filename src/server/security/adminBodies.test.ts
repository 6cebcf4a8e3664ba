import { ADMINS_ONLY } from '../../shared/admin/access';
import { ADMIN_TABLE } from '../test/adminAuthorizationRows';
import type { Target } from '../test/authorizationRows';
import { signedInAdmin } from '../test/admins';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** Ids nothing in this file's database has: the body is refused before any of them is looked at. */
const NOWHERE: Target = {
  personId: 1,
  suspendedPersonId: 1,
  feedbackId: 1,
  eventId: 1,
  hiddenListingId: 1,
  deletedListingId: 1,
  reportId: 1,
  ownerId: 1,
  ownerEmail: 'nobody@example.in',
  concertId: 1,
  listingId: 1,
  device: 'device',
  deviceHeaders: {},
};

/** Over Fastify's 1 MiB JSON limit, under the 11 MB any request may declare (http/bodySize.ts). */
const OVER_JSON_LIMIT = `{"reason":"${'x'.repeat(2 * 1024 * 1024)}"}`;

const BODIES: [string, string, string][] = [
  ['a body that is not JSON', 'application/json', '{"reason": '],
  ['a body the route’s schema refuses', 'application/json', '{"unknownField": true, "reason": 7}'],
  ['a body over the JSON limit', 'application/json', OVER_JSON_LIMIT],
  ['a body of a type no route reads', 'application/xml', '<reason/>'],
];

const CHANGES = Object.entries(ADMIN_TABLE)
  .filter(([route]) => !route.startsWith('GET '))
  .map(([route, row]) => [route, row.request(NOWHERE)] as const);

/**
 * Issue 40, point 5: the admin check runs after the session is read and before the body is (http/requireAdmin.ts),
 * so an account that is not an admin learns nothing of what a console call would accept: whatever it sends, the
 * answer is the same 403.
 */
describe('a non-admin’s body to an admin route is refused before it is read', () => {
  let t: TestApp;
  let fan: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    fan = await signedInUser(t.db);
    admin = await signedInAdmin(t.db);
  });
  afterAll(() => t.close());

  const send = async (who: SignedInUser, method: string, url: string, type: string, payload: string) => {
    const response = await t.app.inject({ method: method as 'POST', url, headers: { ...who.headers, 'content-type': type }, payload });
    return { status: response.statusCode, body: response.json() as { error?: string } };
  };

  it('has admin routes that take a body to try', () => {
    expect(CHANGES.length).toBeGreaterThan(10);
  });

  describe.each(BODIES)('%s', (_label, type, payload) => {
    it.each(CHANGES)('%s: 403 to a fan', async (_route, request) => {
      expect(await send(fan, request.method ?? 'POST', String(request.url), type, payload)).toEqual({ status: 403, body: { error: ADMINS_ONLY } });
    });
  });

  it('reads the same bodies for an admin, and refuses them as bodies', async () => {
    const url = '/api/admin/listings/1/hide';
    const statuses = [];
    for (const [, type, payload] of BODIES) statuses.push((await send(admin, 'POST', url, type, payload)).status);
    expect(statuses).toEqual([400, 400, 413, 415]);
  });
});
