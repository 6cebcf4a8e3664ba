import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { OtpSentResponse } from '../../shared/apiContract';
import type { OtpChannel } from '../../shared/constants';
import { throttleMessage } from '../../shared/schemas/otpSchemas';
import { OTP_SEND_LIMITS, PROFILE_LIMITS } from '../http/accountLimits';
import { AppError } from '../http/AppError';
import { requireUser } from '../http/sessions';
import { ChannelParams, EmailCodeQuery, OtpSent, PhoneCodeQuery, UserEnvelope } from '../schemas/accounts';
import { NoBody, NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { toUser } from '../services/accounts.service';
import { DeliveryFailed, sendOtp, skipVerification, verifyOtp, type OtpContext, type SendOutcome } from '../services/otp.service';
import type { Senders } from '../services/senders/senders';
import senderAddressRoutes from './senderAddresses';

export interface OtpRoutesOptions {
  secret: string;
  senders: Senders;
}

export const OTP_SENT = { email: 'OTP sent to your email', phone: 'OTP sent to your phone' } as const;
export const NOT_DELIVERED = 'We could not send the code just now. Please try again in a moment.';

/**
 * Runs a send and answers it: a 429 naming the wait while throttled, a 502 when the code never left
 * (sent as is: the user should know, and may try again at once).
 */
export async function answerSend(
  reply: FastifyReply,
  send: () => Promise<SendOutcome>,
  answer: (otpId: number, retryAfterSeconds: number) => OtpSentResponse,
): Promise<OtpSentResponse | FastifyReply> {
  let outcome: SendOutcome;
  try {
    outcome = await send();
  } catch (error) {
    if (!(error instanceof DeliveryFailed)) throw error;
    reply.log.error({ err: error.cause, channel: error.channel }, 'a one-time code could not be sent');
    return reply.status(502).send({ error: NOT_DELIVERED });
  }
  if (!outcome.sent) {
    reply.header('Retry-After', String(outcome.retryAfterSeconds));
    throw new AppError(429, throttleMessage(outcome.retryAfterSeconds));
  }
  return answer(outcome.otpId, outcome.retryAfterSeconds);
}

const tags = ['codes'];

/** SPEC §7 Account: one-time codes that verify the user's e-mail (6 digits) and phone (4 digits). */
export default async function otpRoutes(app: FastifyInstance, options: OtpRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const context = (): OtpContext => ({ db: app.db, secret: options.secret, senders: options.senders });
  // Counted before anything else is looked at: every call here may send a message.
  const sendLimits = { preValidation: app.limitedBy(OTP_SEND_LIMITS), config: { catalogue: 'nothing' as const } };

  const send = (channel: OtpChannel) => (userId: number, reply: FastifyReply) =>
    answerSend(
      reply,
      () => sendOtp(context(), userId, channel),
      (otpId, retryAfterSeconds) => {
        const body: OtpSentResponse = { message: OTP_SENT[channel], retryAfterSeconds };
        if (channel === 'phone') body.verificationId = String(otpId);
        return body;
      },
    );
  const sendEmail = send('email');
  const sendPhone = send('phone');
  const sendSchema = (summary: string) => ({ summary, tags, security: SIGNED_IN, querystring: NoQuery, body: NoBody, response: responses({ 200: OtpSent }) });

  api.post('/api/auth/resend-otp', { schema: sendSchema('E-mail a 6-digit code to the account e-mail'), ...sendLimits }, async (request, reply) =>
    sendEmail(requireUser(request).id, reply),
  );
  api.post('/api/phone-verification/send-otp', { schema: sendSchema("Text a 4-digit code to the account's phone"), ...sendLimits }, async (request, reply) =>
    sendPhone(requireUser(request).id, reply),
  );

  api.post(
    '/api/auth/confirm-email',
    {
      config: { catalogue: 'account' }, schema: { summary: 'Verify the account e-mail with its code', tags, security: SIGNED_IN, querystring: EmailCodeQuery, body: NoBody, response: responses({ 200: UserEnvelope }) } },
    async (request) => {
      const user = await verifyOtp(context(), requireUser(request).id, 'email', request.query.otp);
      return { user: toUser(user) };
    },
  );

  api.post(
    '/api/phone-verification/verify-otp',
    {
      config: { catalogue: 'account' }, schema: { summary: 'Verify the phone with its code', tags, security: SIGNED_IN, querystring: PhoneCodeQuery, body: NoBody, response: responses({ 200: UserEnvelope }) } },
    async (request) => {
      const { code, verificationId } = request.query;
      const user = await verifyOtp(context(), requireUser(request).id, 'phone', code, verificationId);
      return { user: toUser(user) };
    },
  );

  // SPEC §4 'Skipping sets pending': the client calls this when the code dialog is closed unverified.
  api.post(
    '/api/users/me/verification/:channel/skip',
    {
      config: { catalogue: 'account' },
      schema: {
        summary: 'Leave a contact unverified for now',
        description: 'STARTED (a code asked for) becomes PENDING; VERIFIED and PENDING stay as they are.',
        tags,
        security: SIGNED_IN,
        params: ChannelParams,
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: UserEnvelope }),
      },
      preValidation: app.limitedBy(PROFILE_LIMITS),
    },
    async (request) => {
      const user = await skipVerification(app.db, requireUser(request).id, request.params.channel);
      return { user: toUser(user) };
    },
  );

  // The same counters: codes to sender addresses come out of the account's and the IP's one budget.
  await app.register(senderAddressRoutes, { ...options, sendLimits });
}
