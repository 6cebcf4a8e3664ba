import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/errors';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/databaseUnavailable';
import { AppError } from './AppError';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const BODY_TOO_LARGE = 'The request body is too large';

/** Fastify's own 4xx messages, reworded where the default would puzzle a caller. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return "The request body is empty but the content type says it's JSON";
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type: ${error.message.replace(/^Unsupported Media Type:?\s*/i, '')}`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return BODY_TOO_LARGE;
    default:
      // A body that fails JSON.parse arrives as a SyntaxError carrying statusCode 400.
      return error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message;
  }
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path with a broken %-escape, a path
 * parameter over maxParamLength) would otherwise be sent as Fastify's `{ error, code, message }`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known: Record<string, [number, string]> = {
    FST_ERR_BAD_URL: [400, 'The request path is not a valid URL'],
    FST_ERR_MAX_PARAM_LENGTH: [414, 'The request path is too long'],
  };
  const [status, message] = known[error.code] ?? [500, SERVER_ERROR_MESSAGE];
  const body: ErrorBody = { error: message };
  void reply.status(status).send(body);
}

/** Every error leaves as `{ error }`: 4xx with a clear message, 5xx logged and described only generically. */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    let status: number;
    let message: string;
    if (error instanceof AppError && error.status >= 500) {
      // Thrown on purpose (the server stopping under a waiting call): its words are for the caller, not a bug's.
      request.log.warn({ status: error.status, reason: error.message }, 'request refused for now');
      const body: ErrorBody = { error: error.message };
      return reply.status(error.status).send(body);
    } else if (error instanceof AppError) {
      status = error.status;
      message = error.message;
    } else if (error.validation !== undefined) {
      status = 400;
      message = error.message;
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      message = clientMessage(error);
    } else if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is away (restarting, unreachable); the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      const body: ErrorBody = { error: DATABASE_UNAVAILABLE };
      return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send(body);
    } else {
      status = 500;
      message = SERVER_ERROR_MESSAGE;
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      message = SERVER_ERROR_MESSAGE;
    }
    const body: ErrorBody = { error: message };
    return reply.status(status).send(body);
  });
}

export default fp(errorHandler, { name: 'error-handler', fastify: '5.x' });
