import { sql, type Kysely } from 'kysely';

/**
 * Each word of each event with the event's date, in (word, date) order: the soonest upcoming events
 * holding a word are the first entries of one index range, however many events hold it. The full-text
 * indexes find a word's events but not in date order, so a common word (a first name, a city) cost a
 * sort of all its matches or a walk of the date index past the events without it, which grew with the
 * catalogue (docs/decisions/performance.md).
 *
 * Every word of search_doc has a row with in_name false; the words of name_doc have a second row with
 * in_name true, so "named with the word" and "holding the word anywhere" are each one range.
 */
const postingsOf = (rows: string, where = sql``) => sql`
  insert into concert_search_postings (word, in_name, date, concert_id)
  select w.word, false, n.date, n.id from ${sql.raw(rows)} n cross join unnest(tsvector_to_array(n.search_doc)) w (word) ${where}
  union all
  select w.word, true, n.date, n.id from ${sql.raw(rows)} n cross join unnest(tsvector_to_array(n.name_doc)) w (word) ${where}`;

/** The row kept its words and date, so its postings stand. */
const same = (other: string, row: string) =>
  sql.raw(`exists (select 1 from ${other} s where s.id = ${row}.id and s.date = ${row}.date
    and s.search_doc = ${row}.search_doc and s.name_doc = ${row}.name_doc)`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table concert_search_postings (
      word text not null,
      in_name boolean not null,
      date timestamptz not null,
      concert_id integer not null references concerts (id) on delete cascade,
      primary key (word, in_name, date, concert_id)
    )`.execute(db);
  // Deleting an event finds its postings through this, not by reading them all.
  await sql`create index concert_search_postings_concert on concert_search_postings (concert_id)`.execute(db);

  await sql`
    create function concert_search_postings_insert() returns trigger language plpgsql as $$
    begin
      ${postingsOf('new_rows')};
      return null;
    end $$`.execute(db);
  await sql`
    create function concert_search_postings_update() returns trigger language plpgsql as $$
    begin
      delete from concert_search_postings p using old_rows o where p.concert_id = o.id and not ${same('new_rows', 'o')};
      ${postingsOf('new_rows', sql`where not ${same('old_rows', 'n')}`)};
      return null;
    end $$`.execute(db);
  await sql`
    create trigger concert_search_postings_insert after insert on concerts
    referencing new table as new_rows for each statement execute function concert_search_postings_insert()`.execute(db);
  await sql`
    create trigger concert_search_postings_update after update on concerts
    referencing old table as old_rows new table as new_rows for each statement execute function concert_search_postings_update()`.execute(db);

  await sql`${postingsOf('concerts')}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger concert_search_postings_update on concerts`.execute(db);
  await sql`drop trigger concert_search_postings_insert on concerts`.execute(db);
  await sql`drop function concert_search_postings_update()`.execute(db);
  await sql`drop function concert_search_postings_insert()`.execute(db);
  await sql`drop table concert_search_postings`.execute(db);
}
