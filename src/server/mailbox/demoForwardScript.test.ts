import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { insertProvider, setProviderEnabled } from '../db/repositories/providers.repo';
import { insertCategory, insertConcert } from '../test/fixtures';
import { TIXHUB } from '../test/providerFixtures';
import { signedInAdmin } from '../test/admins';
import { buildTestApp, type TestApp } from '../test/testApp';
import { startSmtpListener, type RunningMailbox } from './smtpListener';
import { freePort } from '../test/freePort';

jest.setTimeout(120_000);

const ROOT = resolve(__dirname, '../../..');

/** `npm run demo:forward -- …` with this environment: what it printed and its exit code. */
function demoForward(env: Record<string, string>, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/demoForward.ts', '--provider', 'bookmyshow', '--from', 'seller@example.in', ...args],
      { cwd: ROOT, env: { ...process.env, PORT: '', MAILBOX_SMTP_PORT: '', ...env } },
      (error, stdout, stderr) => done({ code: error === null ? 0 : Number(error.code), stdout, stderr }),
    );
  });
}

describe('npm run demo:forward', () => {
  let test: TestApp;
  let listener: RunningMailbox;
  let origin: string;

  beforeAll(async () => {
    test = await buildTestApp();
    await insertConcert(test.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(test.db), daysFromNow: 40 });
    origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
    listener = await startSmtpListener({ db: test.db, notifier: test.app.inboundMail, mailbox: 'verify@localhost', host: '127.0.0.1', port: 0, log: test.app.log });
  });
  afterAll(async () => {
    await listener.close();
    await test.close();
  });

  it('finds the server on PORT and the mailbox on MAILBOX_SMTP_PORT, as the server reads them', async () => {
    const run = await demoForward({ PORT: new URL(origin).port, MAILBOX_SMTP_PORT: String(listener.port) });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Sent a BookMyShow booking e-mail, forwarded as an attachment, to verify@localhost/);
    expect(run.stdout).toContain("Now press 'I've forwarded the email' in the sell wizard");
    const stored = await test.db.selectFrom('inbound_mail').select(['envelope_from', 'attached_original']).execute();
    expect(stored).toEqual([{ envelope_from: 'seller@example.in', attached_original: true }]);
  });

  it('forwards a booking through a provider an operator added, written from its definition', async () => {
    const admin = await signedInAdmin(test.db);
    await setProviderEnabled(test.db, await insertProvider(test.db, TIXHUB, admin.user.id), true);
    const concert = await insertConcert(test.db, { name: 'Jazz Night', categoryId: await insertCategory(test.db, 'Jazz'), daysFromNow: 41 });
    await test.db.updateTable('concerts').set({ expected_dkim_domain: 'tixhub.example' }).where('id', '=', concert.id).execute();
    const run = await demoForward({ PORT: new URL(origin).port, MAILBOX_SMTP_PORT: String(listener.port) }, ['--provider', 'tixhub']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Sent a TixHub booking e-mail, forwarded as an attachment, to verify@localhost/);
    expect(run.stdout).toContain(`event     #${concert.id} Jazz Night`);
  });

  it('names the providers it knows for one the server does not have', async () => {
    const run = await demoForward({ PORT: new URL(origin).port, MAILBOX_SMTP_PORT: String(listener.port) }, ['--provider', 'ticketmaster']);
    expect(run).toEqual({ code: 1, stdout: '', stderr: '--provider must be one of bookmyshow, district, skillbox, sortmyscene, tixhub\n' });
  });

  it('says the server is not reachable, where it looked and what to set, when nothing listens on PORT', async () => {
    const port = await freePort();
    expect(await demoForward({ PORT: String(port) })).toEqual({
      code: 1,
      stdout: '',
      stderr: `The server is not reachable at http://localhost:${port} (ECONNREFUSED). Start it with npm start, or say where it listens: PORT=<port> or --server <url>.\n`,
    });
  });

  it('says the mailbox is not reachable, and where it looked, when nothing listens on MAILBOX_SMTP_PORT', async () => {
    const port = await freePort();
    const run = await demoForward({ PORT: new URL(origin).port, MAILBOX_SMTP_PORT: String(port) });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `The verification mailbox is not reachable at 127.0.0.1:${port} (connect ECONNREFUSED 127.0.0.1:${port}). It runs inside npm start (MAILBOX_MODE=embedded) or as npm run mailbox; say where it listens: MAILBOX_SMTP_PORT=<port> or --port <port>.\n`,
    );
  });
});
