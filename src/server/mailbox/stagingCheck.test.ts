import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import type { ConcertRow } from '../db/tables/catalogue';
import { resolverFor, signOriginal, testKeyRecords, wrapAsAttachment } from '../mail/testing/bookingEmails';
import { SHIPPED_DOMAINS, shippedProvider } from '../mail/testing/shippedProviders';
import { toUser } from '../services/accounts.service';
import { listFromForwardedEmail, type VerificationDeps } from '../services/verification.service';
import { VerificationStages } from '../services/verificationStages';
import { insertCategory, insertConcert } from '../test/fixtures';
import type { SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { verifiedSeller } from '../test/verifiedSeller';
import { productionMailbox } from '../test/productionMailbox';
import { buildSignedBooking } from './demoForward';
import type { RunningMailbox } from './smtpListener';
import { makeStagingProviderKey, STAGING_SELECTOR } from './stagingKey';
import { loadStagingProviderKey, verificationResolvers } from './trustedKeys';

const ROOT = resolve(__dirname, '../../..');
const MAILBOX = 'verify@staging.fantickets.in';
/** The Internet's DNS as a staging host sees it: the sellers' mail provider's key and DMARC policy, no key of ours for the provider. */
const dns = resolverFor({ ...testKeyRecords(['example.in']), '_dmarc.example.in': 'v=DMARC1; p=reject' });

/**
 * npm run staging:check's key and booking through the whole production path: the mailbox checks the seller's
 * forward against DNS (DMARC), the API checks the booking against the one pinned key, and only on a host that
 * says it is staging.
 */
describe('the staging check of the production mailbox path', () => {
  let test: TestApp;
  let listener: RunningMailbox;
  let concert: ConcertRow;
  let folder: string;
  let key: ReturnType<typeof makeStagingProviderKey>;
  let keyFile: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'staging-key-'));
    key = makeStagingProviderKey({ domain: 'bookmyshow.com' });
    keyFile = join(folder, 'provider-key.json');
    writeFileSync(keyFile, JSON.stringify(key.record));
    test = await buildTestApp();
    listener = await productionMailbox(test, MAILBOX, dns);
    concert = await insertConcert(test.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(test.db), daysFromNow: 40 });
  });
  afterAll(async () => {
    await listener.close();
    await test.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const depsOn = (deployment: 'staging' | 'production'): VerificationDeps => ({
    db: test.db,
    notifier: test.app.inboundMail,
    stages: new VerificationStages(test.db),
    resolver: verificationResolvers({ nodeEnv: 'production', dkimTestKeys: null, deployment, stagingProviderKey: keyFile, providerDomains: SHIPPED_DOMAINS }, dns).network,
    production: true,
    waitMs: 3000,
    closing: new AbortController().signal,
  });

  /** The operator's booking, sent from the seller's own mailbox (its provider signs the forward), then Verify. */
  async function forwardAndVerify(seller: SignedInUser, deps: VerificationDeps) {
    const email = seller.user.email;
    const event = { concertName: concert.name, concertDate: concert.date.toISOString(), concertVenue: concert.venue, concertCity: concert.city };
    const { raw: original } = await buildSignedBooking({ provider: shippedProvider('bookmyshow'), event, to: email, key: { selector: STAGING_SELECTOR, privateKey: key.privateKey } });
    const forward = await signOriginal(await wrapAsAttachment(original, { from: email, to: MAILBOX }), { domain: 'example.in' });
    await createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true }).sendMail({ envelope: { from: email, to: MAILBOX }, raw: forward });
    const request = { concertId: concert.id, senderEmail: email, expectedDkimDomain: 'bookmyshow.com' as const };
    return listFromForwardedEmail(deps, toUser(seller.user), request).catch((error: unknown) => error);
  }

  it('lists the booking on a staging host: DMARC from DNS for the forward, the pinned key for the booking', async () => {
    const seller = await verifiedSeller(test.db);
    expect(await forwardAndVerify(seller, depsOn('staging'))).toMatchObject({ seller: { id: seller.user.id }, ticketStatus: 'LISTED' });
  });

  it('refuses the same booking in production, even with the key file given: DNS alone is trusted there', async () => {
    const seller = await verifiedSeller(test.db);
    expect(await forwardAndVerify(seller, depsOn('production'))).toMatchObject({ status: 422 });
  });

  it.each([
    ['two records', { 'a._domainkey.bookmyshow.com': 'v=DKIM1; p=x', 'b._domainkey.district.in': 'v=DKIM1; p=y' }],
    ['a domain that is no provider', { 'fantickets-staging._domainkey.example.in': 'v=DKIM1; p=x' }],
    ['no selector', { 'bookmyshow.com': 'v=DKIM1; p=x' }],
    ['a record that is no text', { 'fantickets-staging._domainkey.bookmyshow.com': 7 }],
  ])('refuses a key file with %s: trusting more than one provider key is never a typo away', (_case, records) => {
    const file = join(folder, 'bad.json');
    writeFileSync(file, JSON.stringify(records));
    expect(() => loadStagingProviderKey(file, SHIPPED_DOMAINS)).toThrow(/^STAGING_PROVIDER_KEY \(.*bad\.json\): expected one record/);
  });

  it('npm run staging:check -- keys writes a key file the server takes and a private key only its owner reads', async () => {
    const out = join(folder, 'made');
    const run = await new Promise<{ code: number; stdout: string }>((done) =>
      execFile(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/staging/stagingCheck.ts', 'keys', '--provider', 'district', '--out', out], { cwd: ROOT }, (error, stdout) =>
        done({ code: error === null ? 0 : Number(error.code), stdout }),
      ),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`STAGING_PROVIDER_KEY=${join(out, 'provider-key.json')}`);
    expect(Object.keys(loadStagingProviderKey(join(out, 'provider-key.json'), SHIPPED_DOMAINS))).toEqual(['fantickets-staging._domainkey.district.in']);
    expect(statSync(join(out, 'provider-private.pem')).mode & 0o777).toBe(0o600);
  });
});
