import { sql, type Kysely } from 'kysely';

/**
 * One-time codes bound to where they were sent, wrong tries counted across codes, and phone numbers in
 * one form (E.164) so that a verified number can belong to one account only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A code for a sender address is only good for that address; account codes leave it null.
  await sql`alter table otp_codes add column destination text`.execute(db);
  await sql`alter table otp_codes drop constraint if exists otp_codes_channel_check`.execute(db);
  await sql`alter table otp_codes add constraint otp_codes_channel check (channel in ('email', 'phone', 'sender'))`.execute(db);
  await sql`alter table otp_codes add constraint otp_codes_sender_destination check ((channel = 'sender') = (destination is not null))`.execute(db);

  await db.schema
    .createTable('otp_wrong_tries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'phone', 'sender')`))
    .addColumn('tried_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('otp_wrong_tries_user_channel').on('otp_wrong_tries').columns(['user_id', 'channel', 'tried_at']).execute();

  // E.164: separators dropped, a 10-digit Indian number gains +91, any other number its +.
  await sql`
    update users set phone_number = case
      when length(regexp_replace(phone_number, '[\\s\\-.()]', '', 'g')) = 10 and regexp_replace(phone_number, '[\\s\\-.()]', '', 'g') ~ '^\\d+$'
        then '+91' || regexp_replace(phone_number, '[\\s\\-.()]', '', 'g')
      when regexp_replace(phone_number, '[\\s\\-.()]', '', 'g') ~ '^\\d+$'
        then '+' || regexp_replace(phone_number, '[\\s\\-.()]', '', 'g')
      else regexp_replace(phone_number, '[\\s\\-.()]', '', 'g')
    end
    where phone_number is not null and phone_number <> ''`.execute(db);
  // Where one number was verified by several accounts, the first to be created keeps it; the others must verify again.
  await sql`
    update users u set phone_verification_status = 'PENDING'
    where u.phone_verification_status = 'VERIFIED' and exists (
      select 1 from users o
      where o.phone_number = u.phone_number and o.phone_verification_status = 'VERIFIED' and o.id < u.id
    )`.execute(db);
  await sql`create unique index users_verified_phone on users (phone_number) where phone_verification_status = 'VERIFIED'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_verified_phone`.execute(db);
  await db.schema.dropTable('otp_wrong_tries').execute();
  await sql`delete from otp_codes where channel = 'sender'`.execute(db);
  await sql`alter table otp_codes drop constraint otp_codes_sender_destination`.execute(db);
  await sql`alter table otp_codes drop constraint otp_codes_channel`.execute(db);
  await sql`alter table otp_codes add constraint otp_codes_channel_check check (channel in ('email', 'phone'))`.execute(db);
  await sql`alter table otp_codes drop column destination`.execute(db);
}
