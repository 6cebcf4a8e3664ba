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

/** A text that, trimmed, is at least `least` characters: what `string().trim().required()` and `.min()` hold it to. */
function trimmedAtLeast(least: number): string {
  return least === 1 ? '\\S' : `^\\s*\\S[\\s\\S]{${least - 2},}\\S\\s*$`;
}

/**
 * The rules yup holds a string to, as JSON Schema says them. A trimmed field's least length applies to the text
 * without its surrounding spaces, which only a pattern can say; several patterns become lookaheads of one.
 */
function stringRules(has: (name: string) => { params?: Record<string, unknown> } | undefined): JsonSchema {
  const rules: JsonSchema = {};
  const min = has('min');
  const max = has('max');
  const matches = has('matches');
  const least = Math.max(min === undefined ? 0 : (param(min, 'min') as number), has('not-empty') !== undefined || has('required') !== undefined ? 1 : 0);
  const patterns: string[] = [];
  if (matches !== undefined) patterns.push((param(matches, 'regex') as RegExp).source);
  // A form's pattern already refuses blank text, so a trimmed field that must only be given needs no more.
  if (least > 0 && has('trim') !== undefined && !(least === 1 && matches !== undefined)) patterns.push(trimmedAtLeast(least));
  else if (least > 0) rules.minLength = least;
  if (max !== undefined) rules.maxLength = param(max, 'max');
  if (patterns.length === 1) rules.pattern = patterns[0];
  if (patterns.length > 1) rules.pattern = `^${patterns.map((pattern) => `(?=[\\s\\S]*?(?:${pattern}))`).join('')}`;
  return rules;
}

function describeField(field: SchemaFieldDescription): JsonSchema {
  const description = field as SchemaDescription & { fields?: Record<string, SchemaFieldDescription> };
  const schema: JsonSchema = {};
  const tests = description.tests ?? [];
  const has = (name: string) => tests.find((test) => test.name === name);
  switch (description.type) {
    case 'string': {
      schema.type = 'string';
      Object.assign(schema, stringRules(has));
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
