import { sql, type Kysely } from 'kysely';

/**
 * Issue 21: every process keeps the sessions it has looked up (services/sessionCache.ts), so each change that
 * can end a session or alter what it signs in as is announced on `fantickets_accounts` with the user's id:
 * a user row changed or removed (a suspension, a role, a profile), a session removed (sign-out, a password
 * change, expiry). A trigger, so no writer (a route, a job, the admin command, SQL by hand) can forget to.
 * The notification goes out when the transaction commits, and not at all if it rolls back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function announce_account_change() returns trigger language plpgsql as $$
    begin
      -- Each branch is planned only when it runs: users rows have no user_id, sessions rows no id of a user.
      if tg_table_name = 'users' then
        perform pg_notify('fantickets_accounts', old.id::text);
      else
        perform pg_notify('fantickets_accounts', old.user_id::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_announce_change after update or delete on users for each row execute function announce_account_change()`.execute(db);
  await sql`create trigger sessions_announce_change after update or delete on sessions for each row execute function announce_account_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger sessions_announce_change on sessions`.execute(db);
  await sql`drop trigger users_announce_change on users`.execute(db);
  await sql`drop function announce_account_change()`.execute(db);
}
