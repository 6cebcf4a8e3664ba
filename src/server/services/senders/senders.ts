/** Where outbound messages go: a real service when configured, otherwise the dev outbox. */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** More headers, e.g. List-Unsubscribe on alerts. */
  headers?: Record<string, string>;
}

export interface SmsMessage {
  /** The phone number as the user typed it (SPEC §5 pattern). */
  to: string;
  text: string;
  /** The one-time code itself: template-based SMS providers fill it into a pre-approved text. */
  code: string;
}

export interface EmailSender {
  sendEmail(message: EmailMessage): Promise<void>;
}

export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
}

export interface Senders {
  email: EmailSender;
  sms: SmsSender;
}
