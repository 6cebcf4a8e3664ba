import { sql, type Kysely } from 'kysely';

/**
 * Issue 20: every operator action, written in the transaction that makes the change, so a change and its
 * record stand or fall together. Append-only: the database refuses to change or delete an entry, except
 * that the actor's link is cut (set null) when that admin's account is deleted, as their feedback is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('console', 'command line')`))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action ~ '^[a-z_]+\\.[a-z_]+$'`))
    .addColumn('target_type', 'text', (c) => c.notNull().check(sql`target_type ~ '^[a-z_]+$'`))
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await sql`create index audit_log_newest on audit_log (created_at desc, id desc)`.execute(db);
  await sql`create index audit_log_actor on audit_log (actor_user_id, created_at desc)`.execute(db);
  await sql`create index audit_log_target on audit_log (target_type, target_id, created_at desc)`.execute(db);
  await sql`create index audit_log_action on audit_log (action, created_at desc)`.execute(db);

  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.actor_user_id is null
        and (new.id, new.created_at, new.source, new.action, new.target_type, new.target_id, new.before, new.after)
          is not distinct from (old.id, old.created_at, old.source, old.action, old.target_type, old.target_id, old.before, old.after) then
        return new;
      end if;
      raise exception 'the audit log is append-only' using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only()`.execute(db);
}
