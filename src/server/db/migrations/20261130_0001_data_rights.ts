import { sql, type Kysely } from 'kysely';

/**
 * Issue 18, data rights: a fan may delete their account (services/accountDeletion.service.ts). Their user row
 * goes; what others still rely on stays without a link to them:
 * - a SOLD listing keeps counting in the statistics with no seller (seller_id null). A LISTED one always has a
 *   seller: deletion takes those off the marketplace first, and the check below holds every other write to it.
 * - feedback and event suggestions stay for the team to read, without the person who sent them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ticket_listings drop constraint ticket_listings_seller_id_fkey`.execute(db);
  await sql`alter table ticket_listings alter column seller_id drop not null`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_seller_id_fkey
    foreign key (seller_id) references users (id) on delete set null`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_listed_has_seller
    check (seller_id is not null or ticket_status = 'SOLD')`.execute(db);

  await sql`alter table feedback drop constraint feedback_user_id_fkey`.execute(db);
  await sql`alter table feedback alter column user_id drop not null`.execute(db);
  await sql`alter table feedback add constraint feedback_user_id_fkey foreign key (user_id) references users (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Rows kept without their person cannot be given one back.
  await sql`delete from feedback where user_id is null`.execute(db);
  await sql`alter table feedback drop constraint feedback_user_id_fkey`.execute(db);
  await sql`alter table feedback alter column user_id set not null`.execute(db);
  await sql`alter table feedback add constraint feedback_user_id_fkey foreign key (user_id) references users (id) on delete cascade`.execute(db);

  await sql`delete from ticket_listings where seller_id is null`.execute(db);
  await sql`alter table ticket_listings drop constraint ticket_listings_listed_has_seller`.execute(db);
  await sql`alter table ticket_listings drop constraint ticket_listings_seller_id_fkey`.execute(db);
  await sql`alter table ticket_listings alter column seller_id set not null`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_seller_id_fkey
    foreign key (seller_id) references users (id) on delete cascade`.execute(db);
}
