import { Type } from 'typebox';

/** Any query string at all: for pages and files, whose addresses carry the client's own parameters. */
export const AnyQuery = Type.Object({}, { additionalProperties: true, description: 'Any parameters: the page reads its own' });

/** A day of the calendar in India, as a filter's bound (services/kolkataDays.ts turns it into instants). */
export function kolkataDay(name: string, description: string) {
  return Type.String({ format: 'date', errorMessage: `${name} must be a date written yyyy-mm-dd`, description: `${description} (yyyy-mm-dd, India time); from may not be after to` });
}
