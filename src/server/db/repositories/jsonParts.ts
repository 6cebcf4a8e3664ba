import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';

/**
 * JSON text written by PostgreSQL, the same as JSON.stringify writes our objects: pieces for the pages the API
 * passes on without turning rows into objects (docs/decisions/uncached-reads.md). Built by concatenating text:
 * PostgreSQL 15's json_build_object and row_to_json look each value's type up again on every row, which made a
 * page of 40 events cost PostgreSQL two and a half times what finding them did; this costs about nothing.
 * Every value may be null (it then writes null).
 */
type Sql = RawBuilder<unknown>;

/** A text value, escaped as JSON escapes it. */
export const jsonString = (value: Sql) => sql<string>`coalesce(to_json((${value})::text)::text, 'null')`;
/** An integer or a boolean, as its own text. */
export const jsonPlain = (value: Sql) => sql<string>`coalesce((${value})::text, 'null')`;
/** Money (numeric): without trailing zeros, as Number() reads it and JSON.stringify writes it (999.50 → 999.5). */
export const jsonMoney = (value: Sql) => sql<string>`coalesce(trim_scale(${value})::text, 'null')`;
/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'), whatever the session's time zone. */
export const jsonTime = (value: Sql) => sql<string>`coalesce('"' || to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;

export interface JsonField {
  key: string;
  /** Already JSON text (one of the pieces above, or another object). */
  value: Sql;
  /** The key is written only when this holds (an optional property); never on the first field. */
  onlyIf?: Sql;
}

/** The `"key":value` pairs of `fields`, joined with commas; `first` when nothing comes before them in the object. */
function jsonPairs(fields: JsonField[], first: boolean): RawBuilder<string> {
  const parts = fields.map((field, i) => {
    const leading = first && i === 0;
    if (leading && field.onlyIf !== undefined) throw new Error('jsonObject: the first field cannot be optional');
    const pair = sql`${sql.lit(`${leading ? '' : ','}"${field.key}":`)} || ${field.value}`;
    return field.onlyIf === undefined ? pair : sql`case when ${field.onlyIf} then ${pair} else '' end`;
  });
  return sql<string>`${sql.join(parts, sql` || `)}`;
}

/** An object of `fields`, in their order. */
export function jsonObject(fields: JsonField[]): RawBuilder<string> {
  return sql<string>`('{' || ${jsonPairs(fields, true)} || '}')`;
}

/** An object whose first fields are already written as `head` (its text up to them, without the closing brace), then `fields`. */
export function jsonObjectAfter(head: Sql, fields: JsonField[]): RawBuilder<string> {
  return sql<string>`(${head} || ${jsonPairs(fields, false)} || '}')`;
}

const compiled = new WeakMap<RawBuilder<unknown>, RawBuilder<unknown>>();

/**
 * A fragment without parameters, compiled to text once: its text never changes, and compiling the JSON pieces on
 * every request cost the API more than the rows they replaced.
 */
export function compiledOnce<T>(db: Db, fragment: RawBuilder<T>): RawBuilder<T> {
  let done = compiled.get(fragment);
  if (done === undefined) {
    const query = fragment.compile(db);
    if (query.parameters.length > 0) throw new Error('compiledOnce: the fragment has parameters');
    done = sql.raw(query.sql);
    compiled.set(fragment, done);
  }
  return done as RawBuilder<T>;
}
