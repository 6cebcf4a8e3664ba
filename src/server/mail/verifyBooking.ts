import type { ProviderDomain } from '../../shared/entities';
import type { ProviderDefinition } from '../../shared/providerDefinition';
import { verifyDkim, type VerifiedSignature } from './dkim';
import type { DkimResolver } from './dkimKeys';
import { kolkataDayLabel, matchEvent, type ChosenEvent, type EventMatch } from './eventMatch';
import { findForwardedOriginal } from './forwarded';
import { isDomainOrSubdomain } from './parseMail';
import type { ParsedBooking } from './parsers/booking';
import { parseBooking } from './parsers/byProvider';
import { providerBySubject, readSubject } from './parsers/subjects';
import { compiledProvider } from './providers/compileProvider';
import { subjectKind } from './providers/readBooking';
import { recipientOf, type OwnsAddress } from './recipient';
import { refuse, type Refusal, type RefusalContext } from './refusals';
import { signedSubject } from './signedHeaders';

export interface VerifyBookingInput {
  /** The forwarding message as the verification mailbox received it. */
  raw: Buffer;
  /** The chosen event's expectedDkimDomain: the domain of one of `providers`. */
  providerDomain: ProviderDomain;
  /** Every provider's current version (from the providers table); the event's is read, the others name a mistake. */
  providers: readonly KnownProvider[];
  /** The address the seller forwards from (or the account e-mail, for an upload): named in the refusals. */
  senderEmail: string;
  accountEmail?: string;
  /**
   * Whether the account has proven it reads an address: a signed To or Cc instance of the original must name
   * one. Without it, senderEmail and accountEmail count (the pure checks of the tests and the bench).
   */
  ownsAddress?: OwnsAddress;
  /** The chosen event; its venue and city are compared when the provider's eventFields name the venue. */
  event: ChosenEvent;
  /** For signature expiry; the current time when absent. */
  now?: Date;
  /** Where DKIM keys come from; DNS when absent. */
  resolver?: DkimResolver;
}

/** A provider's definition as one version of its row says it. */
export interface KnownProvider {
  definition: ProviderDefinition;
  version: number;
}

export interface VerifiedBooking {
  ok: true;
  booking: ParsedBooking;
  dkim: VerifiedSignature;
}

export type VerifyBookingResult = VerifiedBooking | Refusal;

function providerNameOf(providers: readonly KnownProvider[], domain: string | undefined): string | undefined {
  return providers.find((p) => domain && p.definition.dkimDomains.some((d) => isDomainOrSubdomain(domain, d)))?.definition.name;
}

/**
 * Checks a forwarded booking e-mail, in order: the attached original, its DKIM signature (signing and single
 * From/Subject/Date, signing To), its recipient and its subject line as the signature covers them, its booking
 * details, and that the booking is for the chosen event. Pure: no database (but what ownsAddress asks), no clock unless `now` is absent, DNS only without `resolver`.
 */
export async function verifyForwardedBooking(input: VerifyBookingInput): Promise<VerifyBookingResult> {
  const known = input.providers.find((p) => p.definition.dkimDomains[0] === input.providerDomain);
  if (!known) throw new Error(`not a provider domain: ${input.providerDomain}`);
  const provider = known.definition;
  const context: RefusalContext = {
    providerName: provider.name,
    subjectHint: provider.sellerHelp.subjectToSearch,
    recipientEmail: input.senderEmail,
    chosenEvent: input.event.name,
  };

  const found = await findForwardedOriginal(input.raw, domainsOf(input.providers));
  if (!found.ok) return refuse(found.code, context);

  const dkim = await verifyAnyDomain(found.raw, provider, input);
  if (!dkim.ok) {
    const { code, signingDomain, header } = dkim;
    return refuse(code, { ...context, signingDomain, header, otherProviderName: providerNameOf(input.providers, signingDomain) });
  }

  const own = [input.senderEmail, ...(input.accountEmail ? [input.accountEmail] : [])].map((e) => e.trim().toLowerCase());
  const recipient = await recipientOf(dkim.headers, input.ownsAddress ?? ((address) => own.includes(address)));
  if (recipient === 'unsigned') return refuse('unsigned-recipient', context);
  if (recipient === 'someone-else') return refuse('wrong-recipient', context);

  // Read from the instance the signature covers, as the DKIM check read it: District's event name is in it.
  const subject = await signedSubject(dkim.headers);
  if (subjectKind(compiledProvider(provider), subject) === 'cancellation') return refuse('cancelled', context);
  if (!readSubject(provider, subject)) {
    const other = providerBySubject(
      input.providers.map((p) => p.definition),
      subject,
    );
    return other ? refuse('wrong-provider', { ...context, otherProviderName: other.name }) : refuse('wrong-subject', context);
  }

  const booking = parseBooking(provider, found.parsed, subject);
  if (!booking) return refuse('parse-failed', context);

  const match = matchEvent(booking, input.event, provider.eventFields);
  if (match !== 'same') return refuse('wrong-event', { ...context, foundEvent: booking.eventName, ...differing(match, booking, input.event) });
  return { ok: true, booking, dkim: dkim.proof };
}

/** What the wrong-event refusal shows of the field that differs. */
function differing(match: EventMatch, booking: ParsedBooking, event: ChosenEvent): Partial<RefusalContext> {
  const place = (venue?: string, city?: string) => [venue, city].filter(Boolean).join(', ');
  if (match === 'other-day') return { chosenDate: kolkataDayLabel(event.date), foundDate: booking.eventDate };
  if (match === 'other-venue') return { chosenVenue: place(event.venue, event.city), foundVenue: place(booking.venue, booking.city) };
  return {};
}

const domainsOf = (providers: readonly KnownProvider[]) => providers.flatMap((p) => p.definition.dkimDomains);

/** The DKIM check against each signing domain the provider may use, in its order; the first domain's refusal otherwise. */
async function verifyAnyDomain(raw: Buffer, provider: ProviderDefinition, input: VerifyBookingInput) {
  const check = { now: input.now ?? new Date(), resolver: input.resolver, providerDomains: domainsOf(input.providers.filter((p) => p.definition !== provider)) };
  const [first, ...others] = provider.dkimDomains;
  const outcome = await verifyDkim(raw, { ...check, expectedDomain: first });
  for (const expectedDomain of outcome.ok ? [] : others) {
    const other = await verifyDkim(raw, { ...check, expectedDomain });
    if (other.ok) return other;
  }
  return outcome;
}
