import type { DkimRefusalCode } from './dkim';
import type { ForwardRefusalCode } from './forwarded';

/**
 * Every reason a forwarded booking e-mail can be refused, with the message the seller reads.
 * The codes are stable: the client and the logs key on them.
 */
export type RefusalCode =
  | ForwardRefusalCode
  | DkimRefusalCode
  | 'wrong-recipient'
  | 'unsigned-recipient'
  | 'wrong-subject'
  | 'cancelled'
  | 'parse-failed'
  | 'wrong-event';

export interface RefusalContext {
  /** Display name of the provider the chosen event sells through, e.g. BookMyShow. */
  providerName: string;
  /** What the wizard tells the seller to look for, e.g. "Your tickets for {event} are confirmed". */
  subjectHint?: string;
  /** The other provider whose booking e-mail this turned out to be. */
  otherProviderName?: string;
  /** The domain that signed instead of the provider. */
  signingDomain?: string;
  /** The header found twice, or left out of the signature. */
  header?: string;
  recipientEmail?: string;
  chosenEvent?: string;
  foundEvent?: string;
  /** Set when the names agree but the dates do not. */
  chosenDate?: string;
  foundDate?: string;
  /** Set when the provider names the venue and the venues differ: "venue, city". */
  chosenVenue?: string;
  foundVenue?: string;
}

export interface Refusal {
  ok: false;
  code: RefusalCode;
  message: string;
}

type MessageFor = (c: RefusalContext) => string;

const MESSAGES: Record<RefusalCode, MessageFor> = {
  'too-large': (c) =>
    `The e-mail you forwarded is larger than 10 MB. Forward only the ${c.providerName} confirmation e-mail, as an attachment, with nothing else attached.`,
  malformed: (c) =>
    `We could not read the e-mail you forwarded: it is damaged or not a standard e-mail. Forward the ${c.providerName} confirmation e-mail again with 'Forward as attachment'.`,
  'no-attachment': (c) =>
    `We found your e-mail but no booking e-mail was attached to it. Open the ${c.providerName} confirmation e-mail, use 'Forward as attachment' and send it again.`,
  'forwarded-inline': () =>
    "We found your e-mail but the booking inside was forwarded inline. Use 'Forward as attachment' and send it again.",
  'too-complex': (c) =>
    `The e-mail you forwarded has far more parts, attachments or header lines than a booking confirmation. Forward only the ${c.providerName} confirmation e-mail, with 'Forward as attachment' and nothing else attached.`,
  'header-injection': (c) =>
    `The e-mail you forwarded has a header that was tampered with (line breaks hidden in its subject, or a line such as From given twice). Forward the ${c.providerName} confirmation e-mail again with 'Forward as attachment', without editing it.`,
  'header-malformed': (c) =>
    `The e-mail you forwarded has a header line that mail programs read in different ways: it starts with an invisible character (a form feed, a vertical tab or a no-break space), holds a control character, or has a space before its colon. Forward the ${c.providerName} confirmation e-mail again with 'Forward as attachment', without editing it.`,
  'archive-attached': (c) =>
    `We found a .zip or other archive where the booking e-mail should be, and we do not open archives. Forward the ${c.providerName} confirmation e-mail itself with 'Forward as attachment'.`,
  'dkim-fail': (c) =>
    `The booking e-mail's signature does not check out: it was changed after ${c.providerName} sent it, or it did not come from ${c.providerName}. Forward the original confirmation e-mail as an attachment.`,
  'dkim-domain': (c) =>
    `The booking e-mail was not signed by ${c.providerName}${c.signingDomain ? ` but by ${c.signingDomain}` : ''}. Forward the confirmation e-mail that ${c.providerName} sent you, as an attachment.`,
  'dkim-body-length': (c) =>
    `The booking e-mail's signature covers only part of its text, so the rest could have been added later. Use 'Resend confirmation mail' on ${c.providerName} and forward the fresh e-mail as an attachment.`,
  'dkim-sha1': (c) =>
    `The booking e-mail is signed with rsa-sha1, a method too weak to prove who sent it, so we do not accept it. Use 'Resend confirmation mail' on ${c.providerName} to get a freshly signed e-mail and forward it as an attachment.`,
  'dkim-expired': (c) =>
    `This confirmation e-mail is old and its signature has expired. Use 'Resend confirmation mail' on ${c.providerName} to get a fresh one.`,
  'duplicate-header': (c) =>
    `The booking e-mail has two '${c.header ?? 'From'}' lines, which a genuine ${c.providerName} e-mail never has. Forward the original confirmation e-mail as an attachment.`,
  'unsigned-header': (c) =>
    `The booking e-mail's signature does not cover its '${c.header ?? 'To'}' line, so that line could have been changed after ${c.providerName} sent it. Forward the original confirmation e-mail as an attachment, or use 'Resend confirmation mail' on ${c.providerName} to get a fresh one.`,
  'unsigned-recipient': (c) =>
    `The booking e-mail's signature does not cover who it was sent to: the To or Cc line naming your address was added after ${c.providerName} signed it. Forward your own ${c.providerName} confirmation e-mail, unedited, from the address the booking was made with.`,
  'wrong-recipient': (c) =>
    `This booking e-mail was sent to someone else, not to ${c.recipientEmail ?? 'your address'}. Forward your own ${c.providerName} confirmation e-mail, from the address the booking was made with.`,
  'wrong-subject': (c) =>
    `This is not a ${c.providerName} booking confirmation${c.subjectHint ? `: its subject should read '${c.subjectHint}'` : ''}. Find that e-mail in your inbox and forward it as an attachment.`,
  cancelled: (c) =>
    `This ${c.providerName} e-mail says the booking was cancelled, so its tickets cannot be sold. Forward the confirmation of a booking that still stands.`,
  'wrong-provider': (c) =>
    `This is a booking e-mail from ${c.otherProviderName ?? 'another site'}, but tickets for this event are sold on ${c.providerName}. Forward the ${c.providerName} confirmation e-mail, or pick the event you booked on ${c.otherProviderName ?? 'that site'}.`,
  'parse-failed': (c) =>
    `We could not read the booking details in this ${c.providerName} e-mail. Forward the original confirmation e-mail as an attachment, without editing it.`,
  'wrong-event': (c) => {
    if (c.chosenDate && c.foundDate) return `This booking is for '${c.foundEvent}' on ${c.foundDate}, not for '${c.chosenEvent}' on ${c.chosenDate}. Pick the matching event.`;
    if (c.foundVenue) return `This booking is for '${c.foundEvent}' at ${c.foundVenue}, not for '${c.chosenEvent}' at ${c.chosenVenue || 'another venue'}. Pick the matching event.`;
    return `This booking is for '${c.foundEvent}', not for '${c.chosenEvent}'. Pick the matching event.`;
  },
};

export function refusalMessage(code: RefusalCode, context: RefusalContext): string {
  return MESSAGES[code](context);
}

export function refuse(code: RefusalCode, context: RefusalContext): Refusal {
  return { ok: false, code, message: refusalMessage(code, context) };
}
