import { Type, type TSchema } from 'typebox';

/** Every error body (src/shared/errors.ts ErrorBody). */
export const ErrorBody = Type.Object({ error: Type.String({ description: 'What went wrong, in words a person can act on' }) }, { $id: 'ErrorBody' });

/**
 * A route's responses: its own successes, and the `{ error }` body every failure carries (4xx for the
 * caller's mistakes, 5xx for ours).
 */
export function responses<R extends Record<number, TSchema>>(ok: R) {
  return {
    ...ok,
    '4xx': Type.Ref('ErrorBody', { description: "The caller's mistake, said in `error`" }),
    '5xx': Type.Ref('ErrorBody', { description: 'Our fault, or the database is away (503 with Retry-After)' }),
  };
}

/** A database id in the path: a whole number of nine digits at most, so it fits an integer column. */
export function idParams(what: string) {
  return Type.Object({
    id: Type.Integer({ minimum: 0, maximum: 999_999_999, errorMessage: `${what} id must be a whole number`, description: `The ${what.toLowerCase()}'s id` }),
  });
}

/** A response with no body (204). */
export const NoContent = Type.Null({ description: 'No body' });

/** `{ ok: true }`: the acknowledgement of an action that has nothing else to say. */
export const Ok = Type.Object({ ok: Type.Literal(true) });

/**
 * Who may call a route, as OpenAPI security requirements (the schemes are declared in apiDocs.ts).
 * A state-changing call also needs the CSRF header; apiDocs.ts adds that to every such route itself,
 * because the CSRF hook (http/csrf.ts) applies to all of them.
 */
export const SIGNED_IN = [{ session: [] }];

/** The body of a call that reads none: nothing, or an empty JSON object. */
export const NoBody = Type.Union([Type.Null(), Type.Object({}, { additionalProperties: false })], {
  errorMessage: 'This call takes no request body',
  description: 'No body',
});

/** The query string of a call that reads none (other parameters are ignored). */
export const NoQuery = Type.Object({}, { description: 'No query parameters' });
