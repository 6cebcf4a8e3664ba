import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { SenderAddressesResponse } from '../../shared/apiContract';
import { senderAddressCodeSchema, senderAddressSchema } from '../../shared/schemas/senderAddressSchemas';
import { requireUser } from '../http/sessions';
import { validateBody } from '../http/validateBody';
import type { OtpContext } from '../services/otp.service';
import { listSenderAddresses, sendSenderAddressCode, verifySenderAddress } from '../services/senderAddresses.service';
import type { Senders } from '../services/senders/senders';
import { answerSend } from './otp';

export const SENDER_CODE_SENT = 'OTP sent to this address';

/** Only the list leaves the server (SenderAddressesResponse). */
const addressesReply = {
  schema: {
    response: {
      200: { type: 'object', required: ['addresses'], properties: { addresses: { type: 'array', items: { type: 'string' } } } },
    },
  },
} as const;

/** Extra addresses a seller forwards booking e-mails from, each proven with a 6-digit code e-mailed to it. */
export interface SenderAddressRoutesOptions {
  secret: string;
  senders: Senders;
  /** The account codes' send limits (OTP_SEND_LIMITS), shared with them. */
  sendLimits: RouteShorthandOptions;
}

export default async function senderAddressRoutes(app: FastifyInstance, options: SenderAddressRoutesOptions): Promise<void> {
  const context = (): OtpContext => ({ db: app.db, secret: options.secret, senders: options.senders });
  const strict = { unknownFieldsMessage: 'Unknown fields' };

  app.get('/api/sender-addresses', addressesReply, async (request) => {
    const body: SenderAddressesResponse = { addresses: await listSenderAddresses(app.db, requireUser(request).id) };
    return body;
  });

  app.post('/api/sender-addresses/send-otp', options.sendLimits, async (request, reply) => {
    const user = requireUser(request);
    const { email } = validateBody(senderAddressSchema, request.body, strict);
    return answerSend(
      reply,
      () => sendSenderAddressCode(context(), user.id, email),
      (_otpId, retryAfterSeconds) => ({ message: SENDER_CODE_SENT, retryAfterSeconds }),
    );
  });

  app.post('/api/sender-addresses/verify-otp', addressesReply, async (request) => {
    const user = requireUser(request);
    const { email, code } = validateBody(senderAddressCodeSchema, request.body, strict);
    const body: SenderAddressesResponse = { addresses: await verifySenderAddress(context(), user.id, email, code) };
    return body;
  });
}
