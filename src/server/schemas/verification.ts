import { Type, type Static } from 'typebox';
import type { ProviderDomain } from '../../shared/entities';
import { EMAIL_PATTERN, MAX_EMAIL } from '../../shared/schemas/patterns';
import { MAX_SINCE_FORWARDING_MS, type VerificationStage } from '../../shared/verification';
import { sameType } from './sameType';

/** The request and response shapes of listing a ticket from a booking e-mail (SPEC §7 create-from-verified-email). */

// Checked against the providers table by the service (verification.service.ts chosenConcert).
const ExpectedDkimDomain = Type.String({
  minLength: 1,
  maxLength: 253,
  errorMessage: 'expectedDkimDomain must be a provider domain',
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
  sinceForwardingMs: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_SINCE_FORWARDING_MS,
      errorMessage: `sinceForwardingMs must be a whole number of milliseconds from 0 to ${MAX_SINCE_FORWARDING_MS}`,
      description:
        'How long ago the seller reached the forwarding step (ms). Only mail received since then counts, never before the session began nor more than 30 minutes back; without it, the last 30 minutes',
    }),
  ),
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
export const StageSchema = Type.Enum(STAGES, { description: 'Where the check of the forwarded e-mail is' });
export const VerificationStatus = Type.Object({ stage: StageSchema });
sameType<Static<typeof VerificationStatus>['stage'], VerificationStage>(true);

export const VerificationMailbox = Type.Object({ address: Type.String({ description: 'Where sellers forward booking e-mails' }) });
