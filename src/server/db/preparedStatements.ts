import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/** Distinct statements named per process; any past this run unnamed (a bound on what each connection keeps). */
const MAX_NAMED_STATEMENTS = 1000;

const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

type Query = PoolClient['query'];

/**
 * Starts a statement that is planned with its values on every run instead of once: a full-text match (`@@` a
 * tsquery) is one such. Its generic plan guesses every word equally rare and walks the date index testing each
 * event, 3 to 10 times slower than the plan for the word at hand ('dadla' 1.4 ms against 0.6 ms with planning).
 */
export const PLANNED_WITH_ITS_VALUES = '/* planned with its values */ ';

/**
 * Starts a statement that is named even when it has no parameters, so that each connection plans it once: one
 * whose numbers (a page's limit and offset) are written into its text. With those numbers as parameters,
 * PostgreSQL's plan for every value assumes a tenth of the rows are wanted, judges it dearer than a plan for the
 * values at hand, and plans again on every run: explore spent more of PostgreSQL's time planning than running.
 */
export const PLANNED_ONCE = '/* planned once */ ';

/**
 * Names every parameterised statement after its text, so that each pooled connection parses and plans it
 * once and then only binds and runs it. An event's listings page spent 850 µs of PostgreSQL's CPU per call
 * unnamed and 260 µs named (docs/decisions/uncached-reads.md). Statements without parameters (the
 * migrations' DDL, several commands in one text) go unnamed, through the simple protocol, as before, unless they
 * start with PLANNED_ONCE; those that start with PLANNED_WITH_ITS_VALUES go unnamed with their values (an unnamed
 * statement is planned for the values bound).
 */
export function namePreparedStatements(pool: Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && Array.isArray(values) && (values.length > 0 || text.startsWith(PLANNED_ONCE))) {
        const name = text.startsWith(PLANNED_WITH_ITS_VALUES) ? undefined : statementName(text);
        if (name !== undefined) return query({ name, text, values }, ...rest);
      }
      return query(text, values, ...rest);
    }) as Query;
  });
}
