import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { yupOf } from '../schemas/fromYup';
import { AppError } from './AppError';
import { MESSAGE_KEYWORDS, messageFor } from './schemaMessages';

export const NUL_CHARACTER = 'The request holds a NUL character, which no field may contain';
// The API document states this rule on every text (nulRule.ts).

/**
 * Two Ajv instances: the path and query string arrive as text, so there `"42"` may stand for 42 (and a
 * single `?status=x` for a list of one); a JSON body says what it means, so its types are taken as sent.
 * Unknown fields are refused only where a schema says so (`additionalProperties: false`), never dropped
 * silently, and `verbose` keeps the failing schema on each error for schemaMessages.ts.
 */
function ajvFor(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({ coerceTypes, strictNumbers: true, useDefaults: true, removeAdditional: false, allErrors: false, verbose: true, keywords: [...MESSAGE_KEYWORDS] });
  addFormats(ajv);
  // OpenAPI's own annotations, which Ajv would otherwise call unknown keywords.
  ajv.addVocabulary(['example']);
  return ajv;
}

const textParts = ajvFor('array');
const bodies = ajvFor(false);

/** PostgreSQL cannot store U+0000 in text; no field has a use for it, so every request part is refused whole. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

type Result = { value: unknown } | { error: Error };

/**
 * Ajv coerces text such as "Infinity" or "1e999" into a number that is not finite, and then passes it
 * without its limits (they apply to finite numbers only). Such numbers become NaN here, in place, which
 * the type check refuses with the value's own message on a second look; true when there were any.
 */
function unfiniteToNaN(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  let found = false;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof item === 'number' && !Number.isFinite(item)) {
      (value as Record<string | number, unknown>)[key] = Number.NaN;
      found = true;
    } else if (unfiniteToNaN(item)) {
      found = true;
    }
  }
  return found;
}

function ajvResult(validate: ValidateFunction, data: unknown, part: string): Result {
  if (validate(data)) return { value: data };
  // A value that fits no branch of a union is described by the union (reported after its branches).
  const errors = validate.errors!;
  const union = errors.find((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  return { error: new AppError(400, messageFor(union ?? errors[0], part)) };
}

/** What yup makes of a body: its cast values, or the form's message for the first failing field in form order. */
function yupVerdict(yup: AnyObjectSchema, data: object): { value: unknown } | { message: string } | null {
  try {
    return { value: yup.validateSync(data, { abortEarly: false }) };
  } catch (error) {
    // yup's own TypeErrors (string().trim() handed a list) mean a wrong type: the JSON Schema names it.
    if (!(error instanceof ValidationError)) return null;
    const order = Object.keys(yup.fields);
    const rank = (e: ValidationError) => {
      const index = order.indexOf(e.path ?? '');
      return index === -1 ? order.length : index;
    };
    const errors = error.inner.length > 0 ? error.inner : [error];
    // Array.prototype.sort is stable: within a field, the first rule that failed stays first.
    return { message: [...errors].sort((a, b) => rank(a) - rank(b))[0].message };
  }
}

/** The parts of a schema that say what type each value is; the rules on values (lengths, patterns) are yup's. */
function shapeOnly(schema: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of ['type', 'additionalProperties', 'unknownFieldsMessage', 'errorMessage']) {
    if (key in schema) kept[key] = schema[key];
  }
  if (typeof schema.properties === 'object' && schema.properties !== null) {
    kept.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name, shapeOnly(value as Record<string, unknown>)]));
  }
  if (typeof schema.items === 'object' && schema.items !== null) kept.items = shapeOnly(schema.items as Record<string, unknown>);
  return kept;
}

/**
 * A body made from a form's yup schema (fromYup.ts): when the form's rules refuse it, the caller gets the
 * form's message, word for word what the browser shows; what yup would let through by casting (a price
 * sent as "100") is still refused by the types of the JSON Schema. The handler gets yup's cast values
 * (trimmed text, E.164 phone numbers).
 */
function formBodyResult(validateShape: ValidateFunction, yup: AnyObjectSchema, data: unknown): Result {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { error: new AppError(400, 'The request body must be a JSON object') };
  const verdict = yupVerdict(yup, data);
  if (verdict !== null && 'message' in verdict) return { error: new AppError(400, verdict.message) };
  const structural = ajvResult(validateShape, data, 'body');
  if ('error' in structural || verdict === null) return structural;
  return verdict;
}

/**
 * `?city=` means no city, as a form's empty field does: an empty query value is taken out before the schema
 * sees it, so a list default applies, a filter does not narrow, and a required parameter is "required".
 */
function withoutEmptyValues(query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  for (const [name, value] of Object.entries(query)) {
    if (value === '') Reflect.deleteProperty(query, name);
  }
}

/**
 * A parameter given twice (`?city=Pune&city=Goa`) arrives as a list; where the schema wants one value that is
 * refused in words of its own rather than as a wrong type. The document then states each parameter's rules alone.
 */
function repeatedParameter(schema: unknown, query: unknown): AppError | undefined {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  if (properties === undefined || typeof query !== 'object' || query === null) return undefined;
  for (const [name, value] of Object.entries(query)) {
    const type = properties[name]?.type;
    const takesList = type === 'array' || (Array.isArray(type) && type.includes('array'));
    if (Array.isArray(value) && value.length > 1 && name in properties && !takesList) return new AppError(400, `${name} must be given once`);
  }
  return undefined;
}

/** Multipart bodies are read part by part by their handlers (with size limits); they check what they read with checkBody. */
const STREAMED = 'multipart/form-data';

function compileChecker(schema: unknown, httpPart: string): (data: unknown) => Result {
  const isBody = httpPart === 'body';
  const yup = isBody ? yupOf(schema) : undefined;
  const validate = (isBody ? bodies : textParts).compile(yup === undefined ? (schema as object) : shapeOnly(schema as Record<string, unknown>));
  return (data) => {
    if (yup !== undefined) {
      // A form's own rule that refuses the NUL (a name's) keeps its message; a NUL the form lets through is refused here.
      const verdict = formBodyResult(validate, yup, data);
      return 'error' in verdict || !holdsNul(data) ? verdict : { error: new AppError(400, NUL_CHARACTER) };
    }
    if (holdsNul(data)) return { error: new AppError(400, NUL_CHARACTER) };
    if (httpPart === 'querystring') {
      withoutEmptyValues(data);
      const repeated = repeatedParameter(schema, data);
      if (repeated !== undefined) return { error: repeated };
    }
    const result = ajvResult(validate, data, httpPart);
    return 'value' in result && unfiniteToNaN(result.value) ? ajvResult(validate, result.value, httpPart) : result;
  };
}

/** Fastify's validatorCompiler for every route (app.ts). */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, contentType }) => {
  if (contentType === STREAMED) return (data: unknown) => ({ value: data });
  return compileChecker(schema, httpPart ?? 'body');
};

/**
 * The same check for a body a handler reads itself (a JSON part of a multipart request): its values, or
 * the 400 the route would have answered had the body come as JSON.
 */
export function checkBody<S extends TSchema>(schema: S): (data: unknown) => Static<S> {
  const check = compileChecker(schema, 'body');
  return (data) => {
    const result = check(data);
    if ('error' in result) throw result.error;
    return result.value as Static<S>;
  };
}
