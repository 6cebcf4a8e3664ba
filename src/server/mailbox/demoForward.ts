import { randomInt } from 'node:crypto';
import type { Concert } from '../../shared/entities';
import { PROVIDERS, type Provider, type ProviderKey } from '../../shared/providers';
import { buildOriginal, signOriginal, wrapAsAttachment, type BookingEmailFields } from './demoBooking';
import { DEMO_DKIM_PRIVATE_KEY, DEMO_DKIM_SELECTOR } from './demoDkimKey';

export interface DemoForwardInput {
  provider: ProviderKey;
  event: Pick<Concert, 'concertName' | 'concertDate' | 'concertVenue' | 'concertCity'>;
  /** The seller: the original's To and the forward's sender. */
  from: string;
  /** The verification mailbox. */
  to: string;
}

export interface DemoForward {
  /** The forwarding message, ready for SMTP. */
  raw: Buffer;
  booking: BookingEmailFields;
}

const digits = (n: number): string => Array.from({ length: n }, () => randomInt(10)).join('');
const letters = (n: number): string => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)]).join('');

/** A fresh booking id in each provider's own style, so every demo run can be listed. */
const BOOKING_IDS: Record<ProviderKey, () => string> = {
  bookmyshow: () => `BMS${letters(3)}${digits(5)}`,
  district: () => `DSTN-${digits(5)}-${letters(2)}`,
  skillbox: () => `SKB-${new Date().getFullYear()}-${digits(6)}`,
  sortmyscene: () => `SMS${digits(7)}`,
};

export function providerNamed(key: string): Provider | undefined {
  return PROVIDERS.find((p) => p.key === key);
}

/**
 * What a seller's mailbox would send after 'Forward as attachment' on a provider's confirmation e-mail for
 * this event: the original in the provider's layout, signed with the demo key the server trusts outside
 * production, attached to a forward from `from`.
 */
export async function buildDemoForward(input: DemoForwardInput): Promise<DemoForward> {
  const provider = providerNamed(input.provider);
  if (!provider) throw new Error(`unknown provider ${input.provider}`);
  const quantity = 2;
  const booking: BookingEmailFields = {
    to: input.from,
    eventName: input.event.concertName,
    eventDate: input.event.concertDate,
    venue: input.event.concertVenue,
    city: input.event.concertCity,
    seat: 'GOLD - Row F, Seats F12, F13',
    quantity,
    amountPaid: quantity * 2500,
    bookingId: BOOKING_IDS[provider.key](),
  };
  const signed = await signOriginal(buildOriginal(provider.key, booking), {
    domain: provider.domain,
    selector: DEMO_DKIM_SELECTOR,
    privateKey: DEMO_DKIM_PRIVATE_KEY,
  });
  const raw = await wrapAsAttachment(signed, { from: input.from, to: input.to, subject: `Fwd: your ${provider.name} booking` });
  return { raw, booking };
}
