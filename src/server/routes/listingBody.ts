import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/AppError';
import { readingMultipart } from '../http/multipartRead';
import { checkBody } from '../http/schemaValidation';
import { ListingDetailsBody, type ListingDetailsInput } from '../schemas/listings';

/** The multipart part SPEC §7 names for the listing details. */
export const LISTING_PART = 'ticketListing';
/** The details are a few hundred bytes; anything near this is not a listing. */
export const LISTING_PART_LIMIT_BYTES = 64 * 1024;

const checkDetails = checkBody(ListingDetailsBody);

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

async function readPart(request: FastifyRequest): Promise<ListingDetailsInput> {
  const text = await partText(request);
  if (text === undefined) throw new AppError(400, `The request has no '${LISTING_PART}' part`);
  let details: unknown;
  try {
    details = JSON.parse(text);
  } catch {
    throw new AppError(400, `The '${LISTING_PART}' part is not valid JSON`);
  }
  if (typeof details !== 'object' || details === null || Array.isArray(details)) throw new AppError(400, 'The ticket listing details must be a JSON object');
  return checkDetails(details);
}

/**
 * The PUT body: the `ticketListing` JSON part of a multipart request (the browser), or the same fields as
 * a JSON body (scripts and tests), either way held to ListingDetailsBody. The part is checked here. A
 * JSON body Fastify has checked already, but the route's body has one schema per content type, so its
 * type is not known here: checking the checked values again gives them their type (and refuses a body
 * of any other type, or none, as not a JSON object).
 */
export async function readListingDetails(request: FastifyRequest): Promise<ListingDetailsInput> {
  if (request.isMultipart()) return readingMultipart(request, () => readPart(request));
  return checkDetails(request.body);
}
