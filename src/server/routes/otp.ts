import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OtpSentResponse, UserEnvelope } from '../../shared/apiContract';
import type { OtpChannel } from '../../shared/constants';
import { throttleMessage } from '../../shared/schemas/otpSchemas';
import { OTP_SEND_LIMITS } from '../http/accountLimits';
import { AppError } from '../http/AppError';
import { requireUser } from '../http/sessions';
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

type OtpQuery = { Querystring: Record<string, string | undefined> };

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

function channelParam(value: string): OtpChannel {
  if (value === 'email' || value === 'phone') return value;
  throw new AppError(404, 'Only email or phone verification can be skipped');
}

/** SPEC §7 Account: one-time codes that verify the user's e-mail (6 digits) and phone (4 digits). */
export default async function otpRoutes(app: FastifyInstance, options: OtpRoutesOptions): Promise<void> {
  const context = (): OtpContext => ({ db: app.db, secret: options.secret, senders: options.senders });
  const sendLimits = { preHandler: app.limitedBy(OTP_SEND_LIMITS) };

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

  app.post('/api/auth/resend-otp', sendLimits, async (request, reply) => sendEmail(requireUser(request).id, reply));
  app.post('/api/phone-verification/send-otp', sendLimits, async (request, reply) => sendPhone(requireUser(request).id, reply));

  app.post<OtpQuery>('/api/auth/confirm-email', async (request) => {
    const user = await verifyOtp(context(), requireUser(request).id, 'email', request.query.otp);
    const body: UserEnvelope = { user: toUser(user) };
    return body;
  });

  app.post<OtpQuery>('/api/phone-verification/verify-otp', async (request) => {
    const { code, verificationId } = request.query;
    const user = await verifyOtp(context(), requireUser(request).id, 'phone', code, verificationId);
    const body: UserEnvelope = { user: toUser(user) };
    return body;
  });

  // SPEC §4 'Skipping sets pending': the client calls this when the code dialog is closed unverified.
  app.post<{ Params: { channel: string } }>('/api/users/me/verification/:channel/skip', async (request) => {
    const user = await skipVerification(app.db, requireUser(request).id, channelParam(request.params.channel));
    const body: UserEnvelope = { user: toUser(user) };
    return body;
  });

  // The same counters: codes to sender addresses come out of the account's and the IP's one budget.
  await app.register(senderAddressRoutes, { ...options, sendLimits });
}
