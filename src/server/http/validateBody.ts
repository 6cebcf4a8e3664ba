import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { AppError } from './AppError';

export interface ValidateOptions {
  /** Refuse fields the schema does not name, with this message followed by their names. */
  unknownFieldsMessage?: string;
}

/** yup reports fields in no useful order; the form shows them top to bottom, so the server does too. */
function firstInFormOrder(schema: AnyObjectSchema, error: ValidationError): string {
  const order = Object.keys(schema.fields);
  const rank = (e: ValidationError) => {
    const index = order.indexOf(e.path ?? '');
    return index === -1 ? order.length : index;
  };
  const errors = error.inner.length > 0 ? error.inner : [error];
  // Array.prototype.sort is stable: within a field, the first rule that failed stays first.
  return [...errors].sort((a, b) => rank(a) - rank(b))[0].message;
}

/** yup's string().trim() calls .trim() on whatever it is given: an array or object there would throw a TypeError (a 500). */
function refuseObjectsForText(schema: AnyObjectSchema, body: Record<string, unknown>): void {
  for (const [name, field] of Object.entries(schema.fields)) {
    const value = body[name];
    if ((field as { type?: string }).type === 'string' && typeof value === 'object' && value !== null) {
      throw new AppError(400, `${name} must be text`);
    }
  }
}

/**
 * Checks a body with the shared yup schema the form uses, so the server answers with the same message the
 * browser would show: the first failing rule, as a 400. Returns the cast (trimmed) values.
 */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown, options: ValidateOptions = {}): InferType<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError(400, 'The request body must be a JSON object');
  }
  if (options.unknownFieldsMessage !== undefined) {
    const unknown = Object.keys(body).filter((key) => !(key in schema.fields));
    if (unknown.length > 0) throw new AppError(400, `${options.unknownFieldsMessage}: ${unknown.join(', ')}`);
  }
  refuseObjectsForText(schema, body as Record<string, unknown>);
  try {
    return schema.validateSync(body, { abortEarly: false }) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new AppError(400, firstInFormOrder(schema, error));
    throw error;
  }
}
