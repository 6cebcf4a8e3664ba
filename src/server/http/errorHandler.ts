import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../shared/errors';
import { AppError } from './AppError';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

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
      return 'The request body is too large';
    default:
      // A body that fails JSON.parse arrives as a SyntaxError carrying statusCode 400.
      return error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message;
  }
}

/** Every error leaves as `{ error }`: 4xx with a clear message, 5xx logged and described only generically. */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    let status: number;
    let message: string;
    if (error instanceof AppError) {
      status = error.status;
      message = error.message;
    } else if (error.validation !== undefined) {
      status = 400;
      message = error.message;
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      message = clientMessage(error);
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
