import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

/**
 * A query parameter that may come once: given twice (`?city=Pune&city=Goa`) it arrives as a list, which
 * the first rule refuses in words; the second holds the value itself to `rules` (whose errorMessage says
 * what a wrong value is). Left out, it is `<name> is required` where the object requires it.
 */
export function once<T extends TSchema>(name: string, rules: T): TUnsafe<Static<T>> {
  // The description goes on the whole, where the OpenAPI document looks for a parameter's.
  const { description } = rules as { description?: string };
  return Type.Unsafe<Static<T>>({ allOf: [{ type: 'string', errorMessage: `${name} must be given once` }, rules], ...(description !== undefined && { description }) });
}

/** Any query string at all: for pages and files, whose addresses carry the client's own parameters. */
export const AnyQuery = Type.Object({}, { additionalProperties: true, description: 'Any parameters: the page reads its own' });

/** A day of the calendar in India, as a filter's bound (services/kolkataDays.ts turns it into instants). */
export function kolkataDay(name: string, description: string) {
  return Type.String({ format: 'date', errorMessage: `${name} must be a date written yyyy-mm-dd`, description: `${description} (yyyy-mm-dd, India time)` });
}
