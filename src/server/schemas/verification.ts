import { Type, type Static } from 'typebox';
import type { Concert as SharedConcert, ProviderDomain, TicketListing as SharedTicketListing } from '../../shared/entities';
import { PROVIDER_DOMAINS } from '../../shared/providers';
import { EMAIL_PATTERN, MAX_EMAIL } from '../../shared/schemas/rules';
import type { VerificationStage } from '../../shared/verification';
import { sameType } from './sameType';

/** The request and response shapes of listing a ticket from a booking e-mail (SPEC §7 create-from-verified-email). */

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(type: T) => Type.Union([type, Type.Null()]);

const ExpectedDkimDomain = Type.Enum(PROVIDER_DOMAINS, {
  errorMessage: `expectedDkimDomain must be one of ${PROVIDER_DOMAINS.join(', ')}`,
  description: "The chosen event's ticket provider, whose signature the booking e-mail must carry",
});
sameType<Static<typeof ExpectedDkimDomain>, ProviderDomain>(true);

function wholeNumber(name: string, description: string) {
  return Type.Integer({ minimum: 0, maximum: 999_999_999, errorMessage: `${name} must be a whole number`, description });
}

const concertId = wholeNumber('concertId', 'The event the tickets are for');

/** GET /api/verification-status */
export const StatusQuery = Type.Object({ concertId });

/** POST /api/create-from-verified-email: the seller's own id, the event, and the address the forward comes from. */
export const ForwardedQuery = Type.Object({
  userId: wholeNumber('userId', "The caller's own id"),
  concertId,
  senderEmail: Type.String({
    maxLength: MAX_EMAIL,
    pattern: EMAIL_PATTERN.source,
    errorMessage: 'senderEmail must be an e-mail address',
    description: 'The address the booking e-mail is forwarded from: the account e-mail or a proven sender address (any case)',
  }),
  expectedDkimDomain: ExpectedDkimDomain,
});

/** POST /api/create-from-uploaded-email */
export const UploadQuery = Type.Object({ concertId, expectedDkimDomain: ExpectedDkimDomain });

/** The upload's one part; read by the handler (uploadedFile.ts), which the validator leaves multipart bodies to. */
export const EmlUpload = {
  content: {
    'multipart/form-data': {
      schema: Type.Object({ file: Type.String({ format: 'binary', description: 'The booking confirmation e-mail (.eml), 10 MB at most' }) }),
    },
  },
};

const STAGES = ['waiting', 'checking', 'reading', 'done', 'failed'] as const satisfies readonly VerificationStage[];
export const VerificationStatus = Type.Object({ stage: Type.Enum(STAGES, { description: 'Where the check of the forwarded e-mail is' }) });
sameType<Static<typeof VerificationStatus>['stage'], VerificationStage>(true);

export const VerificationMailbox = Type.Object({ address: Type.String({ description: 'Where sellers forward booking e-mails' }) });

const ConcertFields = Type.Object({
  concertId: Type.Integer(),
  concertName: Type.String(),
  concertDate: Type.String({ format: 'date-time' }),
  concertVenue: Type.String(),
  concertCity: Type.String(),
  concertArtist: Type.String(),
  categoryId: Type.Integer(),
  thumbnail: nullable(Type.String()),
  lowestTicketPrice: nullable(Type.Number()),
  numberOfTicketsListed: Type.Integer(),
  interest: Type.Integer(),
  expectedDkimDomain: Type.Enum(PROVIDER_DOMAINS),
});
sameType<Static<typeof ConcertFields>, SharedConcert>(true);

/**
 * The SPEC §3 listing (the shape GET /api/ticketListing/:id answers too). Its event has an id and a name at
 * least; the listing routes' schemas describe the same shape, and the two become one where they meet.
 */
export const TicketListing = Type.Object({
  ticketListingId: Type.Integer(),
  concert: Type.Intersect([Type.Pick(ConcertFields, ['concertId', 'concertName']), Type.Partial(ConcertFields)]),
  seller: Type.Object({ id: Type.Integer(), name: nullable(Type.String()), phoneNumber: nullable(Type.String()) }),
  quantity: Type.Integer(),
  price: Type.Number(),
  verifiedSeat: Type.String(),
  bookingSeat: nullable(Type.String()),
  verifiedAdditionalDetails: nullable(Type.String()),
  verifiedTicketQuantity: nullable(Type.Integer()),
  verifiedAmountPaid: nullable(Type.Number()),
  wantsExchange: Type.Boolean(),
  negotiable: Type.Boolean(),
  sellerCity: nullable(Type.String()),
  ticketStatus: Type.Enum(['LISTED', 'SOLD']),
  ticketHits: Type.Integer(),
});
sameType<Static<typeof TicketListing>, SharedTicketListing>(true);
