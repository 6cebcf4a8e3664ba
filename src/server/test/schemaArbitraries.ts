import fc, { type Arbitrary } from 'fast-check';

/** A JSON Schema as the OpenAPI document holds it (refs already followed by the caller's `resolve`). */
export type JsonSchema = Record<string, unknown>;

const FIRST = Date.UTC(2000, 0, 1);
const LAST = Date.UTC(2099, 11, 31);

const instant = fc.integer({ min: FIRST, max: LAST }).map((ms) => new Date(ms));

/** Text of any kind the document allows, control and right-to-left characters included. */
const anyText = (minLength: number, maxLength: number) => fc.string({ unit: 'binary', minLength, maxLength });

/**
 * fast-check draws from patterns without lookaheads: one made of lookaheads (`^(?=…(?:A))(?=…(?:B))`, as the
 * document joins several rules) is drawn from its first and held to the whole; one that only excludes U+0000 first
 * (nulRule.ts) is drawn from what follows it.
 */
function generatorPattern(pattern: string): string {
  const joined = /^\^\(\?=\[\\s\\S\]\*\?\(\?:(.*?)\)\)\(\?=/.exec(pattern);
  if (joined !== null) return generatorPattern(joined[1]);
  const nul = /^\^\(\?!\[\\s\\S\]\*\\u0000\)\[\\s\\S\]\*\?\(\?:([\s\S]*)\)$/.exec(pattern);
  return nul === null ? pattern : generatorPattern(nul[1]);
}

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  switch (schema.format) {
    case 'date':
      return instant.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return instant.map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    return fc.stringMatching(new RegExp(generatorPattern(schema.pattern), 'u')).filter((text) => fits(text) && pattern.test(text));
  }
  return anyText(minLength, Math.min(maxLength, minLength + 60));
}

/** Values the schema calls valid. */
export function validValue(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema): Arbitrary<unknown> {
  const s = resolve(schema);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if ('const' in s) return fc.constant(s.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key])) return fc.oneof(...(s[key] as JsonSchema[]).map((branch) => validValue(branch, resolve)));
  }
  const type = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
  if (type.length > 1) return fc.oneof(...type.map((one) => validValue({ ...s, type: one }, resolve)));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return fc.integer({ min: (s.minimum as number | undefined) ?? -1_000_000, max: (s.maximum as number | undefined) ?? 1_000_000 });
    case 'number':
      return fc.double({ min: (s.minimum as number | undefined) ?? -1e9, max: (s.maximum as number | undefined) ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (s.items as JsonSchema | undefined) ?? {};
      const length = { minLength: (s.minItems as number | undefined) ?? 0, maxLength: (s.maxItems as number | undefined) ?? 3 };
      return s.uniqueItems === true
        ? fc.uniqueArray(validValue(items, resolve), { ...length, selector: (item) => JSON.stringify(item) })
        : fc.array(validValue(items, resolve), length);
    }
    case 'object':
      return objectArbitrary(s, resolve);
    default:
      return fc.constant(undefined);
  }
}

function objectArbitrary(s: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema): Arbitrary<Record<string, unknown>> {
  const properties = (s.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = (s.required as string[] | undefined) ?? [];
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property, resolve)]));
  return fc.record(model, { requiredKeys: required.filter((name) => name in properties) });
}

/**
 * One way a value breaks its schema: the wrong type, past a limit, outside a pattern or a list. `inText`: the
 * value travels as text (a path or query parameter), where an empty one means none at all.
 */
export function invalidValue(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema, inText = false): Arbitrary<unknown> | null {
  const s = resolve(schema);
  const type = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  const ways: Arbitrary<unknown>[] = [];
  if (Array.isArray(s.enum)) ways.push(fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !(s.enum as unknown[]).includes(text)));
  if (type.includes('string')) {
    if (typeof s.maxLength === 'number') ways.push(fc.constant('x'.repeat(s.maxLength + 1)));
    if (typeof s.minLength === 'number' && s.minLength > (inText ? 1 : 0)) ways.push(fc.constant(''.padEnd(s.minLength - 1, 'x')));
    if (typeof s.pattern === 'string') {
      const pattern = new RegExp(s.pattern, 'u');
      ways.push(anyText(1, 30).filter((text) => !pattern.test(text)));
    }
    if (s.format === 'date' || s.format === 'date-time') ways.push(fc.constantFrom('2026-02-30', '31/12/2026', 'tomorrow'));
  }
  if (type.includes('integer') || type.includes('number')) {
    if (typeof s.maximum === 'number') ways.push(fc.constant(s.maximum + 1));
    if (typeof s.minimum === 'number') ways.push(fc.constant(s.minimum - 1));
    if (type.includes('integer')) ways.push(fc.constant(1.5));
    ways.push(fc.constant('many'));
  }
  if (type.includes('object') && typeof s.properties === 'object' && s.properties !== null) {
    const properties = s.properties as Record<string, JsonSchema>;
    const required = ((s.required as string[] | undefined) ?? []).filter((name) => name in properties);
    const whole = objectArbitrary(s, resolve);
    for (const name of required) ways.push(whole.map((value) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== name))));
    for (const [name, property] of Object.entries(properties)) {
      const broken = invalidValue(property, resolve);
      if (broken !== null) ways.push(fc.tuple(whole, broken).map(([value, bad]) => ({ ...value, [name]: bad })));
    }
    if (s.additionalProperties === false) ways.push(whole.map((value) => ({ ...value, notAField: 1 })));
  }
  return ways.length === 0 ? null : fc.oneof(...ways);
}
