/**
 * Fault (a): SIGKILL the server in the middle of listing creation (verified-email listings being made,
 * listing PUTs under way) and of a mailbox delivery (one message's 250 just received, another's DATA
 * half sent), restart it on the same database, and check that nothing is half-written or lost.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { demoDkimRecords } from '../../src/server/mailbox/demoDkimKey';
import { buildDemoForward } from '../../src/server/mailbox/demoForward';
import { brokenInvariants } from '../../src/server/test/dbInvariants';
import { listingId } from '../../src/server/test/listingFixtures';
import { insertUser } from '../../src/server/test/fixtures';
import { csrfTokenFor, startSession } from '../../src/server/services/sessions.service';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../src/shared/apiContract';
import type { Concert, PagedResponse, TicketListing } from '../../src/shared/entities';
import { ipOf, type OwnListing, type Seller } from './market';
import { updatePrice, type Traffic } from './mix';
import { freePorts, startServerProcess, type ServerPorts, type ServerProcess } from './serverProcess';
import { SmtpSession } from './smtpSession';
import { send, Session, Tally } from './traffic';
import { WriteLedger } from './writeLedger';
import { SHIPPED_DOMAINS, shippedProvider } from '../../src/server/mail/testing/shippedProviders';

const MAILBOX = 'verify@localhost';
const SESSION_SECRET = 'fault-run-session-secret-0123456789abcdef';
export type Check = [string, boolean];

/**
 * The demo key signs the test bookings. Its records go in a DKIM_TEST_KEYS file: the server trusts the demo
 * key by itself only for a caller on its own machine, and these sellers each arrive with an address of their own.
 */
function demoKeysFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'fault-dkim-')), 'keys.json');
  writeFileSync(file, JSON.stringify(demoDkimRecords(SHIPPED_DOMAINS)));
  return file;
}

/** Development mode: DKIM_TEST_KEYS is honoured only outside production. */
function serverEnv(databaseUrl: string): Record<string, string> {
  return { NODE_ENV: 'development', DATABASE_URL: databaseUrl, SESSION_SECRET, SEED_DEMO: 'true', MAILBOX_WAIT_MS: '30000', DKIM_TEST_KEYS: demoKeysFile() };
}

interface KillContext {
  databaseUrl: string;
  db: Kysely<Database>;
  ports: ServerPorts;
}

const start = (c: KillContext) => startServerProcess(serverEnv(c.databaseUrl), c.ports);

/** A seller made straight in the database (session included), as a browser holding its cookies. */
async function seller(db: Kysely<Database>, n: number): Promise<Seller> {
  const { id } = await insertUser(db, { email: `seller${n}.${Date.now()}@faults.example.in` });
  const user = await db
    .updateTable('users')
    .set({ email_verification_status: 'VERIFIED', phone_verification_status: 'VERIFIED' })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const { token } = await startSession(db, user.id);
  const session = new Session();
  session.adopt(`${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrfTokenFor(SESSION_SECRET, token)}`);
  return { id: user.id, email: user.email, password: '', ip: ipOf(1000 + n), session, listings: [], lastSignInAt: 0 };
}

async function bookMyShowEvent(origin: string): Promise<Concert> {
  const page = (await (await fetch(`${origin}/api/concerts?pageNumber=0&pageSize=100`)).json()) as PagedResponse<Concert>;
  const event = page.content.find((e) => e.expectedDkimDomain === 'bookmyshow.com');
  if (!event) throw new Error('no upcoming bookmyshow.com event in the demo catalogue');
  return event;
}

function createFromEmail(server: ServerProcess, tally: Tally, s: Seller, event: Concert) {
  const query = new URLSearchParams({ userId: String(s.id), concertId: String(event.concertId), senderEmail: s.email, expectedDkimDomain: 'bookmyshow.com' });
  return send(server.origin, tally, { kind: 'create from e-mail', method: 'POST', path: `/api/create-from-verified-email?${query}`, session: s.session, ip: s.ip, expect: [201] });
}

/** Sends a forward over SMTP; true once the server answered 250. */
async function deliver(port: number, raw: Buffer, from: string): Promise<boolean> {
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 3000 });
  try {
    return (await transport.sendMail({ envelope: { from, to: MAILBOX }, raw })).accepted.length === 1;
  } catch {
    return false;
  } finally {
    transport.close();
  }
}

const storedMail = (db: Kysely<Database>) => db.selectFrom('inbound_mail').select(['id', 'envelope_from', 'raw', 'used_at']).execute();

/** Verified listings, and mails spent, per seller: every listing has its spent mail and every spent mail its listing. */
async function halfWritten(db: Kysely<Database>, sellers: Seller[]): Promise<string[]> {
  const problems: string[] = [];
  for (const s of sellers) {
    const listings = await db.selectFrom('ticket_listings').selectAll().where('seller_id', '=', s.id).where('dkim_domain', 'is not', null).execute();
    const spent = await db.selectFrom('inbound_mail').select('id').where('envelope_from', '=', s.email).where('used_at', 'is not', null).execute();
    if (listings.length !== spent.length) problems.push(`${s.email}: ${listings.length} verified listings but ${spent.length} spent e-mails`);
    for (const l of listings) {
      if (l.dkim_domain === null || l.dkim_key_id === null || l.verified_amount_paid === null) problems.push(`listing ${l.id} lacks its proof`);
    }
  }
  return problems;
}

/** Round 1: sellers waiting on create-from-verified-email, their forwards arriving, price PUTs going on, then SIGKILL. */
async function killDuringListingCreation(c: KillContext, sellersCount: number): Promise<Check[]> {
  let server = await start(c);
  const event = await bookMyShowEvent(server.origin);
  const tally = new Tally();
  const ledger = new WriteLedger();
  const sellers: Seller[] = [];
  for (let i = 0; i < sellersCount; i++) {
    const s = await seller(c.db, i);
    const id = await listingId(c.db, { concert_id: event.concertId, seller_id: s.id, price: 1000, verified_seat: 'Block A', bookingId: `FAULT-${s.id}` });
    const listing: OwnListing = { id, seat: 'Block A', state: { price: 1000, status: 'LISTED' } };
    s.listings.push(listing);
    ledger.inserted(id, listing.state);
    sellers.push(s);
  }
  const traffic: Traffic = { origin: server.origin, tally, ledger, catalogue: { upcoming: [], popularEventId: event.concertId, cities: [], categoryIds: [], words: [] } };
  let killed = false;
  const puts = sellers.map(async (s) => {
    while (!killed) await updatePrice(traffic, s, s.listings[0], [200]);
  });
  const listed: number[] = [];
  const accepted = new Set<Seller>();
  const creations = sellers.map(async (s) => {
    const answer = await createFromEmail(server, tally, s, event);
    if (answer?.status === 201) listed.push((answer.body as TicketListing).ticketListingId);
  });
  const forwards = await Promise.all(sellers.map((s) => buildDemoForward({ provider: shippedProvider('bookmyshow'), event, from: s.email, to: MAILBOX })));
  await new Promise((r) => setTimeout(r, 300));
  // The kill lands the moment the first listing is acknowledged: the others are being checked and written.
  const firstListed = new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      if (listed.length > 0) {
        clearInterval(poll);
        resolve();
      }
    }, 1);
  });
  const deliveries = sellers.map(async (s, i) => {
    if (await deliver(server.smtpPort, forwards[i].raw, s.email)) accepted.add(s);
  });
  await Promise.race([firstListed, new Promise((r) => setTimeout(r, 20_000))]);
  await server.kill('SIGKILL');
  killed = true;
  await Promise.all([...puts, ...creations, ...deliveries]);
  const acknowledgedPuts = ledger.acknowledged;
  console.log(`  killed with ${listed.length} of ${sellers.length} verified listings acknowledged, ${accepted.size} forwards accepted (250), ${acknowledgedPuts} price PUTs acknowledged`);

  server = await start(c);
  const broken = await brokenInvariants(c.db);
  const half = await halfWritten(c.db, sellers);
  const present = await c.db.selectFrom('ticket_listings').select('id').where('id', 'in', listed.length ? listed : [0]).execute();
  const lost = await ledger.lostWrites(c.db);
  // Every forward the mailbox accepted is still there: its seller lists without sending it again.
  const retried = new Tally();
  let relisted = 0;
  for (const [i, s] of sellers.entries()) {
    const has = await c.db.selectFrom('ticket_listings').select('id').where('seller_id', '=', s.id).where('dkim_domain', 'is not', null).executeTakeFirst();
    if (has !== undefined) continue;
    if (!accepted.has(s) && !(await deliver(server.smtpPort, forwards[i].raw, s.email))) continue;
    if ((await createFromEmail(server, retried, s, event))?.status === 201) relisted += 1;
  }
  const listedNow = await c.db
    .selectFrom('ticket_listings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('seller_id', 'in', sellers.map((s) => s.id))
    .where('dkim_domain', 'is not', null)
    .executeTakeFirstOrThrow();
  const unexpected = tally.count5xx();
  await server.kill('SIGTERM');
  console.log(`  after restart: ${relisted} sellers listed on retry (accepted forwards reused, others re-sent); ${listedNow.n} of ${sellers.length} sellers listed`);
  return [
    ['no 5xx before the kill', unexpected === 0],
    ['every acknowledged listing is in the database', present.length === listed.length],
    [`no half-written listing${half.length ? `: ${half.join('; ')}` : ''}`, half.length === 0],
    [`data invariants hold${Object.keys(broken).length ? `: ${JSON.stringify(broken).slice(0, 300)}` : ''}`, Object.keys(broken).length === 0],
    [`no acknowledged price PUT lost (${acknowledgedPuts} acknowledged)${lost.length ? `: ${lost.slice(0, 3).join('; ')}` : ''}`, lost.length === 0],
    ['every seller lists after the restart (accepted forwards not lost)', Number(listedNow.n) === sellers.length && retried.count5xx() === 0],
  ];
}

/** A message of ~`kb` kB with a unique subject, CRLF lines, none starting with a dot. */
function message(label: string, kb: number): Buffer {
  const line = `${label} ${'x'.repeat(70)}\r\n`;
  const head = `From: <fan.${label}@faults.test>\r\nTo: <${MAILBOX}>\r\nSubject: ${label}\r\nMessage-ID: <${label}@faults.test>\r\n\r\n`;
  return Buffer.from(head + line.repeat(Math.ceil((kb * 1024) / line.length)));
}

/** Round 2: some messages accepted, one whose 250 triggers the SIGKILL at once, one with half its DATA sent. */
async function killDuringDelivery(c: KillContext, round: number): Promise<Check[]> {
  const server = await start(c);
  const before = new Set((await storedMail(c.db)).map((m) => m.id));
  const sent = new Map<string, Buffer>();
  const accepted: string[] = [];
  for (let i = 0; i < 3; i++) {
    const label = `r${round}-early-${i}`;
    const raw = message(label, 20);
    sent.set(label, raw);
    const session = await SmtpSession.open(server.smtpPort);
    await session.begin(`fan.${label}@faults.test`, MAILBOX);
    session.write(raw);
    if ((await session.finish()).startsWith('250')) accepted.push(label);
    session.close();
  }
  const inFlightLabel = `r${round}-in-flight`;
  const inFlight = message(inFlightLabel, 400);
  sent.set(inFlightLabel, inFlight);
  const halfway = await SmtpSession.open(server.smtpPort);
  await halfway.begin(`fan.${inFlightLabel}@faults.test`, MAILBOX);
  halfway.write(inFlight.subarray(0, inFlight.length / 2));

  const lastLabel = `r${round}-killed-after-250`;
  const last = message(lastLabel, 200);
  sent.set(lastLabel, last);
  const session = await SmtpSession.open(server.smtpPort);
  await session.begin(`fan.${lastLabel}@faults.test`, MAILBOX);
  session.write(last);
  const reply = await session.finish();
  // Nothing else happens between the 250 and the kill.
  await server.kill('SIGKILL');
  if (reply.startsWith('250')) accepted.push(lastLabel);
  halfway.close();
  session.close();

  const restarted = await start(c);
  const rows = (await storedMail(c.db)).filter((m) => !before.has(m.id));
  await restarted.kill('SIGTERM');
  const bySubject = new Map(rows.map((m) => [/^Subject: (.*)$/m.exec(m.raw.toString('latin1'))?.[1] ?? '?', m.raw]));
  const missing = accepted.filter((label) => bySubject.get(label)?.equals(sent.get(label)!) !== true);
  const partial = [...bySubject].filter(([label, raw]) => !sent.get(label)?.equals(raw)).map(([label]) => label);
  console.log(`  ${accepted.length} messages got 250 (the last one's 250 triggered the kill); ${rows.length} stored after restart; in-flight stored: ${bySubject.has(inFlightLabel)}`);
  return [
    [`every message that got 250 is stored, byte for byte${missing.length ? `: missing ${missing.join(', ')}` : ''}`, missing.length === 0 && accepted.includes(lastLabel)],
    [`no message half-stored${partial.length ? `: ${partial.join(', ')}` : ''}`, partial.length === 0],
    ['the message cut off in DATA is not stored', !bySubject.has(inFlightLabel)],
  ];
}

export async function killFaults(databaseUrl: string, db: Kysely<Database>, rounds: number): Promise<Check[]> {
  const c: KillContext = { databaseUrl, db, ports: await freePorts() };
  const checks: Check[] = [];
  for (let round = 1; round <= rounds; round++) {
    console.log(`\nSIGKILL during listing creation, round ${round}`);
    checks.push(...(await killDuringListingCreation(c, 8)).map(([name, ok]): Check => [`kill during listing creation ${round}: ${name}`, ok]));
    console.log(`SIGKILL during mailbox delivery, round ${round}`);
    checks.push(...(await killDuringDelivery(c, round)).map(([name, ok]): Check => [`kill during mailbox delivery ${round}: ${name}`, ok]));
  }
  return checks;
}
