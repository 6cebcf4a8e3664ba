import { sql, type Kysely } from 'kysely';

/**
 * Issue 21, uncached reads: each event card on explore and search was written as JSON on every read (over a third
 * of an explore page's PostgreSQL time), most of it the event's own fields (name, date, venue, city, artist,
 * category, thumbnail, provider). They change only when an operator edits the event, so each event keeps them
 * written: `card_head`, the card's text up to its figures, without the closing brace. A trigger writes it on
 * every insert and update, whichever code path makes them. The text is this migration's own, frozen: the data
 * invariants (src/server/test/dbInvariants.ts) hold it to concertFields (concertCardsJson.repo.ts), which writes
 * the same fields for every other read.
 */
const HEAD = sql.raw(`'{"concertId":' || coalesce((new.id)::text, 'null')
  || ',"concertName":' || coalesce(to_json((new.name)::text)::text, 'null')
  || ',"concertDate":' || coalesce('"' || to_char((new.date) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')
  || ',"concertVenue":' || coalesce(to_json((new.venue)::text)::text, 'null')
  || ',"concertCity":' || coalesce(to_json((new.city)::text)::text, 'null')
  || ',"concertArtist":' || coalesce(to_json((new.artist)::text)::text, 'null')
  || ',"categoryId":' || coalesce((new.category_id)::text, 'null')
  || ',"thumbnail":' || coalesce(to_json((new.thumbnail)::text)::text, 'null')
  || ',"expectedDkimDomain":' || coalesce(to_json((new.expected_dkim_domain)::text)::text, 'null')`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table concerts add column card_head text`.execute(db);
  await sql`
    create function concert_card_head() returns trigger language plpgsql as $$
    begin
      new.card_head := ${HEAD};
      return new;
    end $$`.execute(db);
  await sql`create trigger concert_card_head before insert or update on concerts for each row execute function concert_card_head()`.execute(db);
  // The trigger writes each event's head as it passes.
  await sql`update concerts set card_head = null`.execute(db);
  await sql`alter table concerts alter column card_head set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger concert_card_head on concerts`.execute(db);
  await sql`drop function concert_card_head()`.execute(db);
  await sql`alter table concerts drop column card_head`.execute(db);
}
