import { Type, type Static } from 'typebox';
import type { AuthUrlResponse, OtpSentResponse, SenderAddressesResponse, UserEnvelope as SharedUserEnvelope } from '../../shared/apiContract';
import { OTP_LENGTH, type OtpChannel } from '../../shared/constants';
import type { User as SharedUser, VerificationStatus as SharedVerificationStatus } from '../../shared/entities';
import { ROLES } from '../../shared/roles';
import { otpLengthMessage } from '../../shared/schemas/otpSchemas';
import { sameType } from './sameType';

/** The request and response shapes of sign-up, sign-in, the session, the profile and its one-time codes. */

const VERIFICATION_STATUSES = ['VERIFIED', 'STARTED', 'PENDING'] as const satisfies readonly SharedVerificationStatus[];
const VerificationStatus = Type.Enum(VERIFICATION_STATUSES);

export const User = Type.Object({
  id: Type.Integer(),
  role: Type.Enum(ROLES, { description: 'ADMIN for the marketplace operators, USER for everyone else' }),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()], { description: 'E.164' }),
  profilePicture: Type.Union([Type.String(), Type.Null()], { description: 'Where the picture is served; changes with the picture' }),
  emailVerificationStatus: VerificationStatus,
  phoneVerificationStatus: VerificationStatus,
  hasPassword: Type.Boolean({ description: 'False for an account made by Google sign-in that has not set a password' }),
});
sameType<Static<typeof User>, SharedUser>(true);

export const UserEnvelope = Type.Object({ user: User });
sameType<Static<typeof UserEnvelope>, SharedUserEnvelope>(true);

export const AuthUrl = Type.Object({ authUrl: Type.String({ description: "The identity provider's sign-in page, to open in the browser" }) });
sameType<Static<typeof AuthUrl>, AuthUrlResponse>(true);

export const OtpSent = Type.Object({
  message: Type.String(),
  verificationId: Type.Optional(Type.String({ description: 'Phone codes only: send it back with the code' })),
  retryAfterSeconds: Type.Integer({ description: 'Seconds until another code may be asked for' }),
});
sameType<Static<typeof OtpSent>, OtpSentResponse>(true);

export const SenderAddresses = Type.Object({ addresses: Type.Array(Type.String(), { description: "The account's proven sender addresses" }) });
sameType<Static<typeof SenderAddresses>, SenderAddressesResponse>(true);

/** SPEC §5: digits only, exactly the channel's length; any other value gets the form's message. */
function otpCode(length: number) {
  return Type.String({ pattern: `^\\d{${length}}$`, errorMessage: otpLengthMessage(length), description: `The ${length}-digit code` });
}

export const MISSING_VERIFICATION_ID = 'Phone verification ID is required';

/** POST /api/auth/confirm-email?otp= */
export const EmailCodeQuery = Type.Object({ otp: otpCode(OTP_LENGTH.email) });

/** POST /api/phone-verification/verify-otp?verificationId=&code= (the id first: without it no code is looked at). */
export const PhoneCodeQuery = Type.Object({
  verificationId: Type.String({ minLength: 1, errorMessage: MISSING_VERIFICATION_ID, description: 'What the send answered' }),
  code: otpCode(OTP_LENGTH.phone),
});

const CHANNELS = ['email', 'phone'] as const satisfies readonly OtpChannel[];

/** POST /api/users/me/verification/:channel/skip */
export const ChannelParams = Type.Object({
  channel: Type.Enum(CHANNELS, { errorMessage: 'Only email or phone verification can be skipped' }),
});
sameType<Static<typeof ChannelParams>['channel'], OtpChannel>(true);

/** The picture's bytes, sent as they are (no serialiser), in the type they were stored as. */
export const Picture = {
  description: 'The picture, drawn again from the upload as a square WebP image without metadata',
  content: { 'image/*': { schema: Type.String({ format: 'binary' }) } },
};

/** The ?v= a picture's URL carries (not read), and which size to send. */
export const PictureQuery = Type.Object({
  v: Type.Optional(Type.String({ description: 'Changes with the picture, so a copy may be kept for good' })),
  size: Type.Optional(Type.Union([Type.Literal('large'), Type.Literal('small')], { description: 'large: 512 px (the default); small: 96 px, for headers and cards' })),
});

/** Read by the handler (uploadedFile.ts): the validator leaves a multipart body to the code that streams it. */
export const PictureUpload = {
  content: {
    'multipart/form-data': {
      schema: Type.Object({ file: Type.String({ format: 'binary', description: 'A PNG, JPEG, GIF or WebP image under 5 MB' }) }),
    },
  },
};
