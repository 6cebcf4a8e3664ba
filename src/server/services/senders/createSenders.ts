import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { Msg91SmsSender } from './msg91Sender';
import { OutboxSender } from './outboxSender';
import type { Senders } from './senders';
import { SmtpEmailSender } from './smtpSender';

/** The configured senders; whatever has no real service configured goes to the dev outbox. */
export function createSenders(app: FastifyInstance, config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'sms' | 'nodeEnv'>): Senders {
  const outbox = new OutboxSender(app.db, app.log);
  let email: Senders['email'] = outbox;
  if (config.smtpUrl !== null) {
    const smtp = new SmtpEmailSender(config.smtpUrl, config.mailFrom);
    app.addHook('onClose', async () => smtp.close());
    email = smtp;
  }
  if (config.sms === null && config.nodeEnv === 'production') {
    app.log.warn('SMS_PROVIDER is not set: phone codes go to the outbox table and the log, not to phones');
  }
  return { email, sms: config.sms === null ? outbox : new Msg91SmsSender(config.sms) };
}
