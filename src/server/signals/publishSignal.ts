import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { SignalChannel } from './channels';

/**
 * Tells every process listening on the database, this one included. Inside a transaction the notification
 * is delivered when it commits, and never if it rolls back: listeners hear only of what they can read.
 */
export async function publishSignal(db: Db, channel: SignalChannel, payload = ''): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
