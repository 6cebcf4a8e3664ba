import type { SmsConfig } from '../../config';
import type { SmsMessage, SmsSender } from './senders';

const TIMEOUT_MS = 10_000;

/** MSG91 wants the number with its country code and no plus; a bare 10-digit number is Indian. */
export function msg91Mobile(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * SMS through MSG91's flow API: the text itself is a DLT-approved template held by MSG91
 * (MSG91_TEMPLATE_ID) with an `otp` variable, so only the number and the code are sent.
 */
export class Msg91SmsSender implements SmsSender {
  constructor(private readonly settings: Pick<SmsConfig, 'authKey' | 'templateId' | 'baseUrl'>) {}

  async sendSms(message: SmsMessage): Promise<void> {
    const response = await fetch(new URL('/api/v5/flow', this.settings.baseUrl), {
      method: 'POST',
      headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: this.settings.templateId,
        short_url: '0',
        recipients: [{ mobiles: msg91Mobile(message.to), otp: message.code }],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!response.ok || body?.type !== 'success') {
      throw new Error(`MSG91 refused the SMS (HTTP ${response.status}): ${body?.message ?? 'no message'}`);
    }
  }
}
