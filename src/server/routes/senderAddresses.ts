import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { senderAddressCodeSchema, senderAddressSchema } from '../../shared/schemas/senderAddressSchemas';
import { requireUser } from '../http/sessions';
import { OtpSent, SenderAddresses } from '../schemas/accounts';
import { NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { yupBody } from '../schemas/fromYup';
import type { OtpContext } from '../services/otp.service';
import { listSenderAddresses, sendSenderAddressCode, verifySenderAddress } from '../services/senderAddresses.service';
import type { Senders } from '../services/senders/senders';
import { answerSend } from './otp';

export const SENDER_CODE_SENT = 'OTP sent to this address';

/** Extra addresses a seller forwards booking e-mails from, each proven with a 6-digit code e-mailed to it. */
export interface SenderAddressRoutesOptions {
  secret: string;
  senders: Senders;
  /** The account codes' send limits (OTP_SEND_LIMITS), shared with them. */
  sendLimits: { preValidation: preValidationAsyncHookHandler };
}

const tags = ['sender addresses'];
const strict = { unknownFieldsMessage: 'Unknown fields' };

export default async function senderAddressRoutes(app: FastifyInstance, options: SenderAddressRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const context = (): OtpContext => ({ db: app.db, secret: options.secret, senders: options.senders });

  api.get(
    '/api/sender-addresses',
    { schema: { summary: 'Your proven sender addresses', tags, security: SIGNED_IN, querystring: NoQuery, response: responses({ 200: SenderAddresses }) } },
    async (request) => ({ addresses: await listSenderAddresses(app.db, requireUser(request).id) }),
  );

  api.post(
    '/api/sender-addresses/send-otp',
    {
      config: { catalogue: 'nothing' },
      schema: {
        summary: 'E-mail a 6-digit code to another address you forward from',
        tags,
        security: SIGNED_IN,
        querystring: NoQuery,
        body: yupBody(senderAddressSchema, strict),
        response: responses({ 200: OtpSent }),
      },
      ...options.sendLimits,
    },
    async (request, reply) => {
      const user = requireUser(request);
      return answerSend(
        reply,
        () => sendSenderAddressCode(context(), user.id, request.body.email),
        (_otpId, retryAfterSeconds) => ({ message: SENDER_CODE_SENT, retryAfterSeconds }),
      );
    },
  );

  api.post(
    '/api/sender-addresses/verify-otp',
    {
      config: { catalogue: 'nothing' },
      schema: {
        summary: 'Prove a sender address with its code',
        tags,
        security: SIGNED_IN,
        querystring: NoQuery,
        body: yupBody(senderAddressCodeSchema, strict),
        response: responses({ 200: SenderAddresses }),
      },
    },
    async (request) => {
      const { email, code } = request.body;
      return { addresses: await verifySenderAddress(context(), requireUser(request).id, email, code) };
    },
  );
}
