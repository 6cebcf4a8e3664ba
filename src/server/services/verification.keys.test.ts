import { generateKeyPairSync } from 'node:crypto';
import type { ConcertRow } from '../db/tables/catalogue';
import { AppError } from '../http/AppError';
import type { DkimKeyRecords } from '../mail/dkimKeys';
import { buildOriginal, dkimRecordFor, resolverFor, signOriginal } from '../mail/testing/bookingEmails';
import { insertCategory, insertConcert } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';
import { bookingFor, verifiedSeller } from '../test/verifiedSeller';
import { toUser } from './accounts.service';
import { listFromUploadedEmail, type VerificationDeps } from './verification.service';
import { VerificationStages } from './verificationStages';

interface ProviderKey {
  selector: string;
  privateKey: string;
  /** The TXT record's p= value. */
  p: string;
}

function providerKey(selector: string): ProviderKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { selector, privateKey, p: dkimRecordFor(publicKey).split('p=')[1] };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the provider keys that prove listings', () => {
  let test: TestApp;
  let concert: ConcertRow;
  /** What DNS publishes right now: tests rotate keys by changing it. */
  let published: DkimKeyRecords = {};
  let deps: VerificationDeps;

  const publish = (...keys: ProviderKey[]) => {
    published = Object.fromEntries(keys.map((k) => [`${k.selector}._domainkey.bookmyshow.com`, `v=DKIM1; k=rsa; p=${k.p}`]));
  };

  beforeAll(async () => {
    test = await buildTestApp();
    concert = await insertConcert(test.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(test.db), daysFromNow: 40 });
    deps = {
      db: test.db,
      notifier: test.app.inboundMail,
      stages: new VerificationStages(test.db),
      resolver: (name, rrtype) => resolverFor(published)(name, rrtype),
      production: false,
      waitMs: 1000,
      closing: new AbortController().signal,
    };
  });
  afterAll(() => test.close());

  /** Lists a booking signed with this key, uploaded by a new seller; the listing's id. */
  async function list(key: ProviderKey, bookingId?: string): Promise<number> {
    const seller = toUser((await verifiedSeller(test.db)).user);
    const original = await signOriginal(buildOriginal('bookmyshow', bookingFor(concert, seller.email, bookingId ? { bookingId } : {})), {
      domain: 'bookmyshow.com',
      selector: key.selector,
      privateKey: key.privateKey,
    });
    const listing = await listFromUploadedEmail(deps, seller, { concertId: concert.id, expectedDkimDomain: 'bookmyshow.com' }, original);
    return listing.ticketListingId;
  }

  const keyRows = (selector: string) =>
    test.db.selectFrom('dkim_keys').selectAll().where('domain', '=', 'bookmyshow.com').where('selector', '=', selector).orderBy('id').execute();

  const keyOfListing = (listingId: number) =>
    test.db
      .selectFrom('ticket_listings')
      .innerJoin('dkim_keys', 'dkim_keys.id', 'ticket_listings.dkim_key_id')
      .select(['dkim_keys.selector', 'dkim_keys.public_key', 'dkim_keys.key_fingerprint', 'ticket_listings.dkim_key_fingerprint'])
      .where('ticket_listings.id', '=', listingId)
      .executeTakeFirstOrThrow();

  it('records the key of the first verification, first seen = last seen, and the listing points at it', async () => {
    const key = providerKey('first');
    publish(key);
    const before = new Date();
    const listingId = await list(key);
    const [row] = await keyRows('first');
    expect(row).toMatchObject({ public_key: key.p, key_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(row.first_seen_at).toEqual(row.last_seen_at);
    expect(row.first_seen_at.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(await keyOfListing(listingId)).toEqual({
      selector: 'first',
      public_key: key.p,
      key_fingerprint: row.key_fingerprint,
      dkim_key_fingerprint: row.key_fingerprint,
    });
  });

  it('moves only the last seen time when the same key proves another booking', async () => {
    const key = providerKey('again');
    publish(key);
    const first = await list(key);
    const [recorded] = await keyRows('again');
    await pause(20);
    const second = await list(key);
    const rows = await keyRows('again');
    expect(rows).toHaveLength(1);
    expect(rows[0].first_seen_at).toEqual(recorded.first_seen_at);
    expect(rows[0].last_seen_at.getTime()).toBeGreaterThan(recorded.last_seen_at.getTime());
    expect((await keyOfListing(first)).public_key).toBe(key.p);
    expect((await keyOfListing(second)).public_key).toBe(key.p);
  });

  it('keeps a new row for a rotated key, new selector or new key under the old one, each listing with its own', async () => {
    const old = providerKey('2026a');
    publish(old);
    const before = await list(old);

    const newSelector = providerKey('2026b');
    publish(newSelector);
    const afterSelector = await list(newSelector);

    const sameSelector = providerKey('2026b');
    publish(sameSelector);
    const afterKey = await list(sameSelector);

    expect((await keyRows('2026a')).map((r) => r.public_key)).toEqual([old.p]);
    expect((await keyRows('2026b')).map((r) => r.public_key)).toEqual([newSelector.p, sameSelector.p]);
    expect(await keyOfListing(before)).toMatchObject({ selector: '2026a', public_key: old.p });
    expect(await keyOfListing(afterSelector)).toMatchObject({ selector: '2026b', public_key: newSelector.p });
    expect(await keyOfListing(afterKey)).toMatchObject({ selector: '2026b', public_key: sameSelector.p });
  });

  it('records nothing for a refused message: a bad signature, or a proven booking that is already listed', async () => {
    const listed = providerKey('refused-a');
    publish(listed);
    const bookingId = 'BMS-REFUSED-REPLAY-1';
    await list(listed, bookingId);

    const unpublished = providerKey('refused-b');
    await expect(list(unpublished)).rejects.toMatchObject({ status: 422 });

    const replay = providerKey('refused-c');
    publish(replay);
    const refusal = await list(replay, bookingId).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 409 });

    expect(await keyRows('refused-b')).toEqual([]);
    expect(await keyRows('refused-c')).toEqual([]);
  });
});
