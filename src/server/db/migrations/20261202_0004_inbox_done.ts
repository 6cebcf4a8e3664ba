import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, the console's inbox: event suggestions, feedback and ticket requests were stored and never read. An
 * operator marks each done once handled (who did it is in the audit log); open ones are the inbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table feedback add column done_at timestamptz`.execute(db);
  await sql`alter table manual_ticket_requests add column done_at timestamptz`.execute(db);
  await sql`create index feedback_open on feedback (kind, created_at desc) where done_at is null`.execute(db);
  await sql`create index manual_ticket_requests_open on manual_ticket_requests (created_at desc) where done_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index manual_ticket_requests_open`.execute(db);
  await sql`drop index feedback_open`.execute(db);
  await sql`alter table manual_ticket_requests drop column done_at`.execute(db);
  await sql`alter table feedback drop column done_at`.execute(db);
}
