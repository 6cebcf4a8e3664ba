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
