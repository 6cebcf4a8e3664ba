import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/AppError';

/** The multipart part SPEC §7 names for the listing details. */
export const LISTING_PART = 'ticketListing';
/** The details are a few hundred bytes; anything near this is not a listing. */
export const LISTING_PART_LIMIT_BYTES = 64 * 1024;

async function partText(request: FastifyRequest): Promise<string | undefined> {
  let text: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // A browser's FormData sends a JSON Blob as a file part; other files are drained and ignored.
      const bytes = await part.toBuffer();
      if (part.fieldname === LISTING_PART) text = bytes.toString('utf8');
    } else if (part.fieldname === LISTING_PART) {
      text = String(part.value);
    }
  }
  return text;
}

/**
 * The PUT body: the `ticketListing` JSON part of a multipart request, or (for scripts and tests) the same
 * fields as a plain JSON body. What the fields must hold is checked later, against the listing.
 */
export async function readListingDetails(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  const text = await partText(request);
  if (text === undefined) throw new AppError(400, `The request has no '${LISTING_PART}' part`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(400, `The '${LISTING_PART}' part is not valid JSON`);
  }
}
