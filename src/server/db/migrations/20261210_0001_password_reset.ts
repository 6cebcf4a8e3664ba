import { sql, type Kysely } from 'kysely';

/**
 * Issue 42: 'Forgot password?'. A reset link is a one-time code like the others (otp_codes: it expires, retention
 * deletes it, the data export lists it, erasure takes it with the account), of its own channel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table otp_codes drop constraint otp_codes_channel`.execute(db);
  await sql`alter table otp_codes add constraint otp_codes_channel check (channel in ('email', 'phone', 'sender', 'reset'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from otp_codes where channel = 'reset'`.execute(db);
  await sql`alter table otp_codes drop constraint otp_codes_channel`.execute(db);
  await sql`alter table otp_codes add constraint otp_codes_channel check (channel in ('email', 'phone', 'sender'))`.execute(db);
}
