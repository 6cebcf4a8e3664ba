import { bookingIdHash } from '../db/bookingIdHash';
import type { Db } from '../db/database';
import type { NewTicketListing, TicketListingRow } from '../db/tables/listings';

type ListingFields = Pick<NewTicketListing, 'concert_id' | 'seller_id'> & Partial<NewTicketListing> & { bookingId?: string };

/** A listing row with sensible defaults (a booking id is kept as its hash, as a verified listing's is); returns its id. */
export async function listingId(db: Db, fields: ListingFields): Promise<number> {
  const { bookingId, ...columns } = fields;
  const hash = bookingId === undefined ? {} : { booking_id_hash: bookingIdHash(bookingId) };
  const row = await db
    .insertInto('ticket_listings')
    .values({ quantity: 2, price: 1000, verified_seat: 'General Admission', verified_ticket_quantity: 4, ...hash, ...columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listingRow(db: Db, id: number): Promise<TicketListingRow | undefined> {
  return db.selectFrom('ticket_listings').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface Part {
  name: string;
  value: string;
  /** Sends the part as a file, the way a browser sends a Blob appended to FormData. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its content type header, for app.inject. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks = parts.map((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${part.value}\r\n`;
  });
  return {
    payload: Buffer.from(`${chunks.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
