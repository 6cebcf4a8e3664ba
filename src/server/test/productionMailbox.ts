import type { DkimResolver } from '../mail/dkimKeys';
import { authenticateForward } from '../mailbox/forwardAuth';
import { startSmtpListener, type RunningMailbox } from '../mailbox/smtpListener';
import type { TestApp } from './testApp';

/** The test app's SMTP mailbox as production runs it: each forward's DKIM, SPF and DMARC checked against `dns`. */
export function productionMailbox(test: TestApp, mailbox: string, dns: DkimResolver): Promise<RunningMailbox> {
  return startSmtpListener({
    db: test.db,
    notifier: test.app.inboundMail,
    mailbox,
    host: '127.0.0.1',
    port: 0,
    log: test.app.log,
    authenticate: (raw, origin) => authenticateForward(raw, origin, dns),
  });
}
