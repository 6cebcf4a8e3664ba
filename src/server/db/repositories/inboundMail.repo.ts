import type { Db } from '../database';
import type { InboundMailRow, NewInboundMail } from '../tables/mail';

export async function insertInboundMail(db: Db, mail: NewInboundMail): Promise<number> {
  const row = await db.insertInto('inbound_mail').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type InboundMailSummary = Omit<InboundMailRow, 'raw' | 'rcpt'>;

export interface InboundMailFilter {
  /** Only a message that carries an attached message. */
  attachedOriginal?: boolean;
  /** Only a message that passed DMARC with this (lower-cased) From: forwardProvesSender's production rule. */
  dmarcPassFrom?: string;
}

/**
 * The newest message from this (lower-cased) envelope sender received after `since` that fits `filter`,
 * used or not, without its bytes. Filtered here, not after a fetch: any number of later messages that do
 * not fit cannot push the one that does out of sight.
 */
export async function newestInboundMailFrom(db: Db, sender: string, since: Date, filter: InboundMailFilter = {}): Promise<InboundMailSummary | undefined> {
  let query = db
    .selectFrom('inbound_mail')
    .select(['id', 'envelope_from', 'received_at', 'used_at', 'dmarc', 'header_from', 'attached_original'])
    .where('envelope_from', '=', sender)
    .where('received_at', '>', since);
  if (filter.attachedOriginal) query = query.where('attached_original', '=', true);
  if (filter.dmarcPassFrom !== undefined) query = query.where('dmarc', '=', 'pass').where('header_from', '=', filter.dmarcPassFrom);
  return query.orderBy('received_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function findInboundMail(db: Db, id: number): Promise<InboundMailRow | undefined> {
  const row = await db.selectFrom('inbound_mail').selectAll().where('id', '=', id).executeTakeFirst();
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

/**
 * Removes raw messages that have proved a listing (the listing keeps what it needs) or were received before
 * `receivedBefore`; returns how many.
 */
export async function deleteSpentOrOldInboundMail(db: Db, receivedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('inbound_mail')
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('received_at', '<', receivedBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
