import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { EmailMessage, EmailSender, SmsMessage, SmsSender } from './senders';

/**
 * The embedded default: nothing leaves the machine. Each message is kept in the outbox table
 * (GET /dev/outbox shows it outside production) and printed in the log.
 */
export class OutboxSender implements EmailSender, SmsSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendEmail(message: EmailMessage): Promise<void> {
    const { headers, ...rest } = message;
    await this.db
      .insertInto('outbox')
      .values({ channel: 'email', ...rest, headers: headers === undefined ? null : JSON.stringify(headers) })
      .execute();
    this.log.info({ channel: 'email', ...message }, 'dev outbox: e-mail kept, not sent');
  }

  async sendSms({ to, text }: SmsMessage): Promise<void> {
    await this.db.insertInto('outbox').values({ channel: 'sms', to, subject: null, text }).execute();
    this.log.info({ channel: 'sms', to, text }, 'dev outbox: SMS kept, not sent');
  }
}
