import type { FastifyRequest } from 'fastify';
import { AppError } from './AppError';

export const BROKEN_MULTIPART = 'The request body is not valid multipart/form-data';

/**
 * Runs a handler's reading of a multipart body. The parser (@fastify/busboy) throws plain Errors for a
 * body that is not multipart at all ("Unexpected end of multipart data", "Malformed part header"); they
 * are the caller's mistake, so they become a 400 here, where the body is read, and nowhere else.
 */
export async function readingMultipart<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const known = Object.values(request.server.multipartErrors) as (new (...args: never[]) => Error)[];
    if (known.some((type) => error instanceof type)) throw error;
    throw new AppError(400, BROKEN_MULTIPART);
  }
}
