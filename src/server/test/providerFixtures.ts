import type { ProviderDefinition } from '../../shared/providerDefinition';

/** A fifth provider, taught from one sample e-mail: tried, kept, enabled, then its layout fixed with the sample still reading. */
export const TIXHUB: ProviderDefinition = {
  slug: 'tixhub',
  name: 'TixHub',
  dkimDomains: ['tixhub.example'],
  fromDomains: ['tixhub.example'],
  confirmationSubjects: ['^TixHub order (?P<id>TH-\\d+) for (?P<event>.+)$'],
  cancellationSubjects: ['^TixHub order TH-\\d+ cancelled'],
  fields: {
    bookingId: { label: 'Reference' },
    eventName: { in: 'subject', pattern: '^TixHub order TH-\\d+ for (?P<eventName>.+)$' },
    dateTime: { label: 'Starts' },
    venue: { label: 'Location' },
    quantity: { label: 'Tickets' },
    amountPaid: { label: 'Paid' },
    seat: { label: 'Zone' },
  },
  eventFields: ['eventName', 'dateTime'],
  sellerHelp: { subjectToSearch: 'TixHub order TH-… for {event}', bookingIdLabel: 'Reference', bookingIdWhere: "In the TixHub app under My orders; in the e-mail next to 'Reference'." },
};

/** A TixHub confirmation as its mailer writes it: plain text, the event's name in the subject. */
export function tixHubOriginal(booking: { to: string; eventName: string; starts: string; location: string; tickets: number; paid: string; zone: string }): Buffer {
  return Buffer.from(
    [
      'From: TixHub <orders@tixhub.example>',
      `To: ${booking.to}`,
      `Subject: TixHub order TH-1234 for ${booking.eventName}`,
      'Date: Mon, 01 Feb 2027 10:00:00 +0530',
      'Message-ID: <th-1234@tixhub.example>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Reference: TH-1234',
      `Starts: ${booking.starts}`,
      `Location: ${booking.location}`,
      `Tickets: ${booking.tickets}`,
      `Paid: ${booking.paid}`,
      `Zone: ${booking.zone}`,
      '',
    ].join('\r\n'),
  );
}
