import type { ErrorObject } from 'ajv';

/**
 * Keywords a route schema may carry besides JSON Schema's own. Ajv is told about them (so strict mode
 * accepts them) and they reach the OpenAPI document as they are.
 * - `errorMessage`: the sentence a caller gets when this value fails any rule ("Listing id must be a whole number").
 * - `unknownFieldsMessage`: on an object with `additionalProperties: false`, what precedes the list of unknown names.
 */
export const MESSAGE_KEYWORDS = ['errorMessage', 'unknownFieldsMessage'] as const;

interface MessageSchema {
  type?: unknown;
  anyOf?: MessageSchema[];
  oneOf?: MessageSchema[];
  errorMessage?: string;
  unknownFieldsMessage?: string;
  properties?: Record<string, MessageSchema>;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

/** The JSON pointer of the failing value as a caller wrote it: /details/0/seat → details[0].seat. */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name === '' ? part : `${name}.${part}`), '');
}

function typeWords(type: unknown): string {
  const types = ([] as unknown[]).concat(type).filter((t): t is string => typeof t === 'string' && t !== 'null');
  return types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}

/** What a request part is called when the whole part is wrong. */
const PART_NAMES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The request path',
  headers: 'The request headers',
};

/**
 * One sentence for the first rule a request part broke: the schema's own `errorMessage` where it has one,
 * otherwise words built from the rule ("price must be a number", "quantity must be at most 10").
 * Needs Ajv's `verbose` option, which puts the failing schema and data on each error.
 */
export function messageFor(error: ErrorObject, part: string): string {
  const schema = (error.parentSchema ?? {}) as MessageSchema;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    return schema.properties?.[missing]?.errorMessage ?? `${fieldName(`${error.instancePath}/${missing}`)} is required`;
  }
  if (error.keyword === 'additionalProperties') {
    const known = Object.keys(schema.properties ?? {});
    const unknown = Object.keys((error.data ?? {}) as object).filter((name) => !known.includes(name));
    return `${schema.unknownFieldsMessage ?? 'Unknown fields'}: ${unknown.join(', ')}`;
  }
  if (schema.errorMessage !== undefined) return schema.errorMessage;
  const field = fieldName(error.instancePath);
  const subject = field === '' ? (PART_NAMES[part] ?? 'The request') : field;
  switch (error.keyword) {
    case 'type':
      return `${subject} must be ${typeWords(params.type)}`;
    case 'anyOf':
    case 'oneOf': {
      const branches = schema.anyOf ?? schema.oneOf ?? [];
      return `${subject} must be ${branches.map((branch) => (branch.type === 'null' ? 'empty' : typeWords(branch.type))).join(' or ')}`;
    }
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${field} must be ${String(params.allowedValue)}`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${field} must be ${String(params.limit)} or more`;
    case 'maximum':
      return `${field} must be ${String(params.limit)} or less`;
    case 'maxItems':
      return `${field} must hold at most ${String(params.limit)} items`;
    default:
      return `${subject} ${error.message ?? 'is not valid'}`;
  }
}
