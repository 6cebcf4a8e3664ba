import { createTransport, type Transporter } from 'nodemailer';
import type { EmailMessage, EmailSender } from './senders';

/** Outbound e-mail through the SMTP server named by SMTP_URL. */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
