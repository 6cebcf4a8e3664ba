export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable: our database cannot be reached. Please try again in a moment.';
/** Seconds a caller is told to wait: PostgreSQL restarts in a few, and the pool reconnects on its own. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket failures on the way to the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs of a server that is away rather than a query that is wrong: class 08 (connection exception),
 * admin and crash shutdown, "the database system is starting up / shutting down", too many connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres (pg, pg-pool) throws for a lost or unobtainable connection; these carry no code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
];

/** True when the error says the database cannot be reached now, not that the request or the code is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: socket errors are made by Node itself, whose Error may not be this module's (Jest's sandbox).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
  // Several addresses tried (localhost as ::1 and 127.0.0.1): an AggregateError of socket errors.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}
