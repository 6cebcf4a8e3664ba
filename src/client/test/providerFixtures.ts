import type { ProviderDefinition, PublicProvider } from '../../shared/providerDefinition';

/** A fifth provider's definition, as the console's form sends it: label rules, and its subject pattern. */
export const ticketNest: ProviderDefinition = {
  slug: 'ticketnest',
  name: 'TicketNest',
  dkimDomains: ['ticketnest.in'],
  fromDomains: ['ticketnest.in'],
  confirmationSubjects: ['^Your TicketNest e-ticket'],
  cancellationSubjects: [],
  fields: {
    bookingId: { label: 'Reference' },
    eventName: { label: 'Show' },
    dateTime: { label: 'Starts' },
    venue: { label: 'Venue' },
    quantity: { label: 'Passes' },
    amountPaid: { label: 'Charged' },
    seat: { label: 'Zone' },
  },
  eventFields: ['eventName', 'dateTime'],
  sellerHelp: { subjectToSearch: 'Your TicketNest e-ticket for {event}', bookingIdLabel: 'Reference', bookingIdWhere: "Next to 'Reference' in the e-mail." },
};


/** TicketNest as GET /api/providers answers once an operator has enabled it. */
export const ticketNestPublic: PublicProvider = {
  slug: ticketNest.slug,
  name: ticketNest.name,
  domain: ticketNest.dkimDomains[0],
  enabled: true,
  ...ticketNest.sellerHelp,
};
