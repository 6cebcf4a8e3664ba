import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './AppError';
import { readingMultipart } from './multipartRead';

export interface UploadRules {
  maxFileBytes: number;
  /** The answer to a request with no file in the field `file`. */
  missing: string;
  /** The answer (413) to a file or body over the limit. */
  tooLarge: string;
}

/** Room for the multipart framing and a few small fields around the file. */
const FRAMING_BYTES = 64 * 1024;

/**
 * The one file of a multipart upload, from the field `file`. The body is counted as it arrives (chunked or
 * not), so a file or body over the limit is refused with 413 at once, not after the rest is read and thrown
 * away; the connection is then closed instead of drained. A body that is not multipart at all is a 400.
 */
export async function readUploadedFile(request: FastifyRequest, reply: FastifyReply, rules: UploadRules): Promise<Buffer> {
  return (await readUpload(request, reply, rules)).content;
}

export interface Upload {
  content: Buffer;
  fileName: string;
  /** The text fields sent before the file, by name. */
  fields: Record<string, string>;
}

/** As readUploadedFile, with the file's name and the text fields sent before it. */
export async function readUpload(request: FastifyRequest, reply: FastifyReply, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(400, rules.missing);
  return readingMultipart(request, () => readFile(request, reply, rules));
}

function textFields(fields: Record<string, unknown>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = (field as { type?: string; value?: unknown } | undefined)?.value;
    if ((field as { type?: string }).type === 'field' && typeof value === 'string') texts[name] = value;
  }
  return texts;
}

async function readFile(request: FastifyRequest, reply: FastifyReply, rules: UploadRules): Promise<Upload> {
  let refuse!: () => void;
  const overLimit = new Promise<never>((_resolve, reject) => {
    refuse = () => {
      reply.header('Connection', 'close');
      reject(new AppError(413, rules.tooLarge));
    };
  });
  // Whatever loses a race below settles later (or never); none of it may become an unhandled rejection.
  overLimit.catch(() => undefined);

  // request.file() pipes the request into the multipart parser at once; this listener only counts.
  const pendingFile = request.file({ limits: { fileSize: rules.maxFileBytes + 1, files: 1, fields: 10, parts: 20 } });
  pendingFile.catch(() => undefined);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > rules.maxFileBytes + FRAMING_BYTES) refuse();
  };
  request.raw.on('data', count);
  try {
    const file = await Promise.race([pendingFile, overLimit]);
    if (file === undefined || file.fieldname !== 'file') throw new AppError(400, rules.missing);
    file.file.once('limit', refuse);
    const content = file.toBuffer();
    content.catch(() => undefined);
    return { content: await Promise.race([content, overLimit]), fileName: file.filename, fields: textFields(file.fields as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw new AppError(413, rules.tooLarge);
    throw error;
  } finally {
    request.raw.off('data', count);
  }
}
