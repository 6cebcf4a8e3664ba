import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * preValidation for routes with query parameters: `?city=` means no city, as a form's empty field does,
 * so an empty value is taken out before the schema sees it. A list default applies, a filter does not
 * narrow, and a required parameter is "required" rather than wrong.
 */
export function emptyQueryValuesAbsent(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const query = request.query;
  if (typeof query === 'object' && query !== null) {
    for (const [name, value] of Object.entries(query)) {
      if (value === '') Reflect.deleteProperty(query, name);
    }
  }
  done();
}
