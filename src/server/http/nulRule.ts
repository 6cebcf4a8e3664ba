/**
 * PostgreSQL cannot store U+0000 in text, so the validator refuses it in every part of a request
 * (schemaValidation.ts). The API document says so on each text a request carries: a string with no pattern
 * gets one that excludes it; a pattern that could let it through is joined with one that does not.
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

/** Patterns whose classes could match any character; the fixed alphabets (`[A-Za-z0-9_-]`) exclude U+0000 already. */
const COULD_HOLD_NUL = /\[\^|\\S|\\D|\\W|\[\\s\\S\]|(^|[^\\])\./;

function withRule(pattern: string | undefined): string {
  if (pattern === undefined) return NO_NUL_PATTERN;
  if (!COULD_HOLD_NUL.test(pattern) || pattern.includes('\\p{Cc}')) return pattern;
  return `^(?![\\s\\S]*\\u0000)[\\s\\S]*?(?:${pattern})`;
}

type Json = unknown;

/** A copy of a request part's schema with the rule on each of its strings; enums, constants and formats already exclude it. */
export function withNulRule(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(withNulRule);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = key === 'enum' || key === 'const' ? value : withNulRule(value);
  const types = [copy.type].flat();
  if (types.includes('string') && copy.enum === undefined && copy.const === undefined && copy.format === undefined) {
    copy.pattern = withRule(copy.pattern as string | undefined);
  }
  return copy;
}
