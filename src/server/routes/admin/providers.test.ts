import type { AuditPage } from '../../../shared/admin/audit';
import type { ProviderDetail, ProviderSaved, ProviderSummary, PublicProvider, TryResult } from '../../../shared/providerDefinition';
import { DEMO_DKIM_PRIVATE_KEY, DEMO_DKIM_SELECTOR } from '../../mailbox/demoDkimKey';
import { signOriginal } from '../../mailbox/demoBooking';
import { buildOriginal } from '../../mail/testing/bookingEmails';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { bookingFor, verifiedSeller } from '../../test/verifiedSeller';
import { signedInAdmin } from '../../test/admins';
import { multipartFile } from '../../test/multipartFile';
import type { SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { TIXHUB, tixHubOriginal } from '../../test/providerFixtures';

const original = () =>
  signOriginal(
    tixHubOriginal({ to: 'fan@example.com', eventName: 'Jazz Night', starts: 'Sat, 13 Feb 2027, 07:00 PM', location: 'Blue Frog, Mumbai', tickets: 2, paid: 'Rs. 1,500', zone: 'GOLD' }),
    { domain: 'tixhub.example', selector: DEMO_DKIM_SELECTOR, privateKey: DEMO_DKIM_PRIVATE_KEY },
  );

describe('ticketing providers as data', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload !== undefined && { payload }) }).then((r) => ({ status: r.statusCode, body: r.json() as unknown }));
  const upload = (url: string, eml: Buffer, fields?: Record<string, string>) =>
    t.app
      .inject({ method: 'POST', url, ...multipartFile(eml, { filename: 'order.eml', type: 'message/rfc822', fields }), headers: { ...admin.headers, ...multipartFile(eml, { fields }).headers } })
      .then((r) => ({ status: r.statusCode, body: r.json() as unknown }));

  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    admin = await signedInAdmin(t.db);
  });
  afterAll(() => t.close());

  it('ships the four providers of today as enabled rows at version 1', async () => {
    const { body } = await call('GET', '/api/admin/providers');
    expect((body as { providers: ProviderSummary[] }).providers.map((p) => [p.slug, p.name, p.enabled, p.version])).toEqual([
      ['bookmyshow', 'BookMyShow', true, 1],
      ['district', 'District', true, 1],
      ['skillbox', 'Skillbox', true, 1],
      ['sortmyscene', 'SortMyScene', true, 1],
    ]);
    const open = (await t.app.inject({ method: 'GET', url: '/api/providers' })).json() as { providers: PublicProvider[] };
    expect(open.providers.find((p) => p.slug === 'district')).toEqual({
      slug: 'district',
      name: 'District',
      domain: 'district.in',
      enabled: true,
      subjectToSearch: 'Your tickets for {event} are confirmed',
      bookingIdLabel: 'Booking ID',
      bookingIdWhere: "In the District app, open the ticket under your bookings. In the e-mail it is under 'Booking ID'.",
    });
  });

  it('refuses a consumer mail domain, a pattern that cannot compile, and a taken domain, writing nothing', async () => {
    expect(await call('POST', '/api/admin/providers', { ...TIXHUB, dkimDomains: ['gmail.com'], fromDomains: ['gmail.com'] })).toEqual({
      status: 400,
      body: { error: 'gmail.com is a public mail service (gmail.com): anyone can send mail it signs, so it cannot prove a booking' },
    });
    const backtracking = { ...TIXHUB, fields: { ...TIXHUB.fields, seat: { pattern: '(a)\\1' } } };
    expect(await call('POST', '/api/admin/providers', backtracking)).toEqual({
      status: 400,
      body: { error: 'The seat pattern is not a valid pattern (RE2 syntax, no back-references or look-around): error parsing regexp: invalid escape sequence: `\\1`' },
    });
    expect(await call('POST', '/api/admin/providers', { ...TIXHUB, dkimDomains: ['district.in'], fromDomains: ['district.in'] })).toEqual({
      status: 409,
      body: { error: 'Another provider (district) already signs with one of these DKIM domains' },
    });
    expect(await call('GET', '/api/admin/providers/tixhub')).toEqual({ status: 404, body: { error: 'There is no provider with that slug' } });
  });

  it.each(['new', 'try'])('refuses the slug %s, which names an address of the console, writing nothing', async (slug) => {
    expect(await call('POST', '/api/admin/providers', { ...TIXHUB, slug })).toEqual({
      status: 400,
      body: { error: 'Please choose another short name: “new” and “try” are kept for the console’s own addresses (/admin/providers/new, /api/admin/providers/try)' },
    });
    expect(await call('GET', `/api/admin/providers/${slug}`)).toEqual({ status: 404, body: { error: 'There is no provider with that slug' } });
  });

  it('adds a provider from a sample: tried, kept, enabled only once a sample reads fully, audited', async () => {
    const created = await call('POST', '/api/admin/providers', TIXHUB);
    expect(created).toMatchObject({ status: 201, body: { slug: 'tixhub', name: 'TixHub', enabled: false, version: 1, sampleCount: 0 } });
    expect(await call('POST', '/api/admin/providers/tixhub/enabled', { enabled: true })).toEqual({
      status: 409,
      body: { error: 'Keep a sample confirmation that this version reads fully (every field, and a confirmation subject) before enabling the provider' },
    });

    const eml = await original();
    const tried = await upload('/api/admin/providers/try', eml, { definition: JSON.stringify(TIXHUB) });
    expect(tried.status).toBe(200);
    expect(tried.body as TryResult).toMatchObject({
      dkim: { pass: true, domain: 'tixhub.example', selector: 'mp-demo', keySource: 'test-key' },
      subject: 'confirmation',
      missing: [],
    });
    expect((tried.body as TryResult).fields.find((f) => f.field === 'eventName')).toEqual({
      field: 'eventName',
      value: 'Jazz Night',
      from: { part: 'subject', text: 'TixHub order TH-1234 for Jazz Night' },
    });

    const kept = await upload('/api/admin/providers/tixhub/samples', eml);
    expect(kept).toMatchObject({ status: 201, body: { fileName: 'order.eml', result: { subject: 'confirmation', missing: [] } } });
    expect(await call('POST', '/api/admin/providers/tixhub/enabled', { enabled: true })).toMatchObject({ status: 200, body: { slug: 'tixhub', enabled: true, sampleCount: 1 } });

    const audit = (await call('GET', `/api/admin/audit?targetType=provider`)).body as AuditPage;
    expect(audit.content.map((e) => e.action)).toEqual(['provider.enable', 'provider.sample', 'provider.create']);
  });

  it('saves a layout change as a new version and says, per kept sample, what it reads differently', async () => {
    const renamed = { ...TIXHUB, fields: { ...TIXHUB.fields, seat: { label: 'Section' } } };
    const saved = await call('PUT', '/api/admin/providers/tixhub', renamed);
    expect(saved.status).toBe(200);
    expect((saved.body as ProviderSaved).provider).toMatchObject({ version: 2, enabled: true });
    expect((saved.body as ProviderSaved).samples).toEqual([{ sampleId: expect.any(Number), fileName: 'order.eml', complete: false, changes: [{ field: 'seat', before: 'GOLD', after: null }] }]);

    const detail = (await call('GET', '/api/admin/providers/tixhub')).body as ProviderDetail;
    expect(detail.versions.map((v) => [v.version, v.createdBy])).toEqual([
      [2, admin.user.email],
      [1, admin.user.email],
    ]);
    expect(detail.samples[0].result.missing).toEqual(['seat']);
    expect(await call('PUT', '/api/admin/providers/tixhub', { ...renamed, dkimDomains: ['other.example'], fromDomains: ['other.example'] })).toEqual({
      status: 400,
      body: { error: "The first DKIM domain names the provider's events and cannot change; add other domains after it" },
    });
  });

  it('records the version that verified a listing; a disabled provider takes no new listing and leaves the old ones', async () => {
    const concert = await insertConcert(t.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(t.db), daysFromNow: 40 });
    const list = async () => {
      const seller = await verifiedSeller(t.db);
      const eml = await signOriginal(buildOriginal('bookmyshow', bookingFor(concert, seller.user.email)), { domain: 'bookmyshow.com', selector: DEMO_DKIM_SELECTOR, privateKey: DEMO_DKIM_PRIVATE_KEY });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/create-from-uploaded-email?concertId=${concert.id}&expectedDkimDomain=bookmyshow.com`,
        ...multipartFile(eml, { filename: 'booking.eml' }),
        headers: { ...seller.headers, ...multipartFile(eml).headers },
      });
      return { status: response.statusCode, body: response.json() as { error?: string }, sellerId: seller.user.id };
    };
    const listed = await list();
    expect(listed.status).toBe(201);
    const row = () => t.db.selectFrom('ticket_listings').select(['provider_version', 'ticket_status']).where('seller_id', '=', listed.sellerId).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ provider_version: 1, ticket_status: 'LISTED' });

    expect(await call('POST', '/api/admin/providers/bookmyshow/enabled', { enabled: false })).toMatchObject({ status: 200, body: { enabled: false } });
    expect(await list()).toMatchObject({
      status: 409,
      body: { error: 'BookMyShow bookings cannot be listed at the moment: we are updating how we read its e-mails. Listings already made stay on sale; please try again later.' },
    });
    expect(await row()).toEqual({ provider_version: 1, ticket_status: 'LISTED' });
  });

  it('refuses a try with no definition, or a broken one', async () => {
    const eml = await original();
    expect(await upload('/api/admin/providers/try', eml)).toEqual({ status: 400, body: { error: 'Send the definition (JSON) in the field `definition`, before the file' } });
    expect(await upload('/api/admin/providers/try', eml, { definition: '{' })).toEqual({ status: 400, body: { error: 'The definition is not valid JSON' } });
  });
});
