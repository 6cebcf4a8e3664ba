import { sql, type Kysely } from 'kysely';
import { CONCERT_SEARCH_TEXT } from './20261122_0005_search';

/**
 * Event search as full-text matching on accent-free words, with pg_trgm correcting typos against a small
 * dictionary of the words events contain. The 0005 trigram index served word_similarity on the whole
 * text, but checking it costs ~35 µs a row: a search for a city read 10,000 rows in ~900 ms at
 * 100,000 events (docs/decisions/events-catalogue-server.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const schema = sql.id(found.rows[0]?.schema ?? 'public');
  const dictionary = sql.lit(`${found.rows[0]?.schema ?? 'public'}.unaccent`);
  // unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes it safe to
  // declare IMMUTABLE, which generated columns and indexes require. lower() again afterwards because
  // under a C locale lower() leaves 'É' alone and unaccent turns it into 'E'.
  await sql`
    create function concert_search_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select lower(${schema}.unaccent(${dictionary}::regdictionary, $1)) $$`.execute(db);

  // The sorted distinct words of a name: a keyword with the same key names the event exactly. A function
  // because array_to_string is only STABLE in general (it is immutable for text).
  await sql`
    create function concert_name_key(text) returns text
    language sql immutable parallel safe strict
    as $$ select array_to_string(tsvector_to_array(to_tsvector('simple', concert_search_unaccent(lower($1)))), ' ') $$`.execute(db);

  const words = (column: string) => sql.raw(`to_tsvector('simple', concert_search_unaccent(lower(${column})))`);
  await sql`
    alter table concerts
      add column search_doc tsvector generated always as
        (${words(`name || ' ' || artist || ' ' || venue || ' ' || city`)}) stored,
      add column name_doc tsvector generated always as (${words('name')}) stored,
      add column name_key text generated always as (concert_name_key(name)) stored`.execute(
    db,
  );
  await sql`create index concerts_search_doc on concerts using gin (search_doc)`.execute(db);
  await sql`create index concerts_name_doc on concerts using gin (name_doc)`.execute(db);
  await sql`create index concerts_name_key on concerts (name_key)`.execute(db);
  await sql`drop index concerts_search_trgm`.execute(db);

  // in_name: the word occurs in some event's name. A search skips the tiers a word cannot match, which
  // the planner cannot know: it guesses 0.5% for a word it has no statistics on and walks every event.
  await sql`create table concert_search_words (word text primary key, in_name boolean not null default false)`.execute(db);
  await sql`create index concert_search_words_trgm on concert_search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`
    create function concert_search_words_add() returns trigger language plpgsql as $$
    begin
      insert into concert_search_words (word, in_name)
      select word, bool_or(in_name) from (
        select unnest(tsvector_to_array(search_doc)) as word, false as in_name from new_rows
        union all
        select unnest(tsvector_to_array(name_doc)), true from new_rows
      ) w
      group by word
      order by word -- one order for every writer, so two writers of shared words cannot deadlock
      on conflict (word) do update set in_name = true where excluded.in_name and not concert_search_words.in_name;
      return null;
    end $$`.execute(db);
  for (const event of ['insert', 'update']) {
    await sql`
      create trigger ${sql.raw(`concerts_search_words_${event}`)} after ${sql.raw(event)} on concerts
      referencing new table as new_rows for each statement execute function concert_search_words_add()`.execute(db);
  }
  // Fills the dictionary from the events already there.
  await sql`update concerts set name = name`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update']) await sql`drop trigger ${sql.raw(`concerts_search_words_${event}`)} on concerts`.execute(db);
  await sql`drop function concert_search_words_add()`.execute(db);
  await sql`drop table concert_search_words`.execute(db);
  await sql`create index concerts_search_trgm on concerts using gin ((${CONCERT_SEARCH_TEXT}) gin_trgm_ops)`.execute(db);
  await sql`alter table concerts drop column name_key, drop column name_doc, drop column search_doc`.execute(db);
  await sql`drop function concert_name_key(text)`.execute(db);
  await sql`drop function concert_search_unaccent(text)`.execute(db);
}
