import { createServer, type AddressInfo, type Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { mailboxPortTaken } from './portTaken';
import { startSmtpListener } from './smtpListener';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** A second API process with the embedded mailbox on, on a machine where the first already listens. */
describe('the embedded mailbox when its port is taken', () => {
  let taken: Server;
  let port: number;
  let test: TestDatabase;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    port = (taken.address() as AddressInfo).port;
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await new Promise((resolve) => taken.close(resolve));
    await test.drop();
  });

  it('says what to set instead', async () => {
    const error = await startSmtpListener({ db: test.db, notifier: null, mailbox: 'verify@localhost', host: '127.0.0.1', port, log: quiet }).catch((e: unknown) => e);
    expect(mailboxPortTaken(error, '127.0.0.1', port)).toBe(
      [
        `The verification mailbox cannot listen on 127.0.0.1:${port}: something else already does (another API process with its embedded mailbox?).`,
        'Run one mailbox for the deployment: set MAILBOX_MODE=off on every API process and start `npm run mailbox` once,',
        'or give this process a free port with MAILBOX_SMTP_PORT.',
      ].join('\n'),
    );
  });

  it('leaves any other failure as it was', () => {
    expect(mailboxPortTaken(new Error('boom'), '127.0.0.1', port)).toBeNull();
  });
});
