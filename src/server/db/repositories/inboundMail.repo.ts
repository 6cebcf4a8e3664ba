import type { Db } from '../database';
import type { InboundMailRow, NewInboundMail } from '../tables/mail';

export async function insertInboundMail(db: Db, mail: NewInboundMail): Promise<number> {
  const row = await db.insertInto('inbound_mail').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The newest message from this (lower-cased) envelope sender received after `since`, used or not. */
export async function newestInboundMailFrom(db: Db, sender: string, since: Date): Promise<InboundMailRow | undefined> {
  const row = await db
    .selectFrom('inbound_mail')
    .selectAll()
    .where('envelope_from', '=', sender)
    .where('received_at', '>', since)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  // PGlite hands bytea back as a plain Uint8Array; the mail code needs Buffer's methods.
  return row && { ...row, raw: Buffer.from(row.raw.buffer, row.raw.byteOffset, row.raw.byteLength) };
}

/** Marks the message spent; false when another request spent it first. */
export async function markInboundMailUsed(db: Db, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('inbound_mail')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
