import { Type, type TUnsafe } from 'typebox';
import type { AnyObjectSchema, InferType, SchemaDescription, SchemaFieldDescription } from 'yup';

/** Where a body schema made from a form's yup schema keeps that yup schema (a symbol: it never reaches the OpenAPI document). */
export const YUP_SCHEMA = Symbol('yup schema');

export interface YupBodyOptions {
  /** Refuse fields the form does not have, with this message followed by their names. */
  unknownFieldsMessage?: string;
}

type JsonSchema = Record<string, unknown>;

function param(test: { name?: string; params?: Record<string, unknown> }, key: string): unknown {
  return test.params?.[key];
}

function describeField(field: SchemaFieldDescription): JsonSchema {
  const description = field as SchemaDescription & { fields?: Record<string, SchemaFieldDescription> };
  const schema: JsonSchema = {};
  const tests = description.tests ?? [];
  const has = (name: string) => tests.find((test) => test.name === name);
  switch (description.type) {
    case 'string': {
      schema.type = 'string';
      const min = has('min');
      const max = has('max');
      const matches = has('matches');
      if (min !== undefined) schema.minLength = param(min, 'min');
      else if (has('not-empty') !== undefined) schema.minLength = 1;
      if (max !== undefined) schema.maxLength = param(max, 'max');
      if (matches !== undefined) schema.pattern = (param(matches, 'regex') as RegExp).source;
      break;
    }
    case 'number': {
      schema.type = has('integer') !== undefined ? 'integer' : 'number';
      const min = has('min');
      const max = has('max');
      if (min !== undefined) schema.minimum = param(min, 'min');
      if (max !== undefined) schema.maximum = param(max, 'max');
      break;
    }
    case 'boolean':
      schema.type = 'boolean';
      break;
    case 'object':
      return objectSchema(description.fields ?? {});
    default:
      break;
  }
  if (description.oneOf.length > 0) schema.enum = description.oneOf.filter((value) => value !== undefined);
  if (description.nullable && typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  const label = (description as { label?: string }).label;
  if (label !== undefined) schema.description = label;
  return schema;
}

function objectSchema(fields: Record<string, SchemaFieldDescription>, options: YupBodyOptions = {}): JsonSchema {
  const properties = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, describeField(field)]));
  const required = Object.entries(fields)
    .filter(([, field]) => !(field as SchemaDescription).optional)
    .map(([name]) => name);
  return {
    type: 'object',
    properties,
    ...(required.length > 0 && { required }),
    ...(options.unknownFieldsMessage !== undefined && { additionalProperties: false, unknownFieldsMessage: options.unknownFieldsMessage }),
  };
}

/**
 * A route's body schema made from the form's yup schema: the JSON Schema that yup describes (types,
 * required fields, lengths, patterns) for Ajv and the OpenAPI document, with the yup schema itself
 * attached so the validator can give the form's own message (see schemaValidation.ts). Handlers get the
 * yup schema's output type.
 */
export function yupBody<S extends AnyObjectSchema>(yup: S, options: YupBodyOptions = {}): TUnsafe<InferType<S>> {
  const schema = Type.Unsafe<InferType<S>>(objectSchema(yup.describe().fields, options));
  Object.defineProperty(schema, YUP_SCHEMA, { value: yup, enumerable: false });
  return schema;
}

export function yupOf(schema: unknown): AnyObjectSchema | undefined {
  return typeof schema === 'object' && schema !== null ? (schema as { [YUP_SCHEMA]?: AnyObjectSchema })[YUP_SCHEMA] : undefined;
}
