import type { InjectOptions } from 'fastify';

export interface FilePart {
  /** The form field's name (the routes read `file`). */
  field?: string;
  filename?: string;
  /** The part's declared Content-Type, which the server must not believe. */
  type?: string;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
}

const BOUNDARY = '----fan-tickets-test-upload';

/** A multipart/form-data body holding one file, as a browser's upload sends it: spread into app.inject(). */
export function multipartFile(bytes: Buffer, { field = 'file', filename = 'upload.bin', type = 'application/octet-stream', fields = {} }: FilePart = {}): Pick<InjectOptions, 'headers' | 'payload'> {
  const texts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = `${texts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}
