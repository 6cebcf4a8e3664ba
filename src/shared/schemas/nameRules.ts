import { string } from 'yup';
import { MIN_NAME } from '../constants';

export const MAX_NAME = 100;

export const NAME_TOO_SHORT = `Name must be at least ${MIN_NAME} characters long`;
export const NAME_TOO_LONG = `Name cannot exceed ${MAX_NAME} characters`;
export const NAME_HIDDEN_CHARACTERS = 'Name cannot contain control or text-direction characters';

/**
 * Control characters, and invisible formatting that can reorder or disguise what a name shows: bidi
 * embeddings, overrides, isolates and marks, zero-width space, word joiners, line separators and the BOM.
 * ZWNJ and ZWJ (U+200C, U+200D) stay allowed: Indian scripts need them to spell names.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\u061C\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
const HIDDEN_CHARACTERS = new RegExp(HIDDEN_CHARACTER.source, 'gu');
/** A name with none of them: a pattern, so the API document states the rule (schemas/fromYup.ts). */
const VISIBLE_ONLY = new RegExp(`^[^${HIDDEN_CHARACTER.source.slice(1, -1)}]*$`, 'u');

export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}

/** SPEC §5 name rules plus the limits every name shown to other users keeps; `emptyMessage` is the form's. */
export const nameField = (emptyMessage: string) =>
  string()
    .trim()
    .test('not-empty', emptyMessage, (v) => v === undefined || v.length > 0)
    .min(MIN_NAME, NAME_TOO_SHORT)
    .max(MAX_NAME, NAME_TOO_LONG)
    .matches(VISIBLE_ONLY, NAME_HIDDEN_CHARACTERS);

/** A name from an identity provider, made to fit our rules rather than refused: hidden characters out, cut to 100. */
export function cleanName(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const visible = raw.replace(HIDDEN_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  let cut = '';
  // Whole code points only, so a character outside the BMP is never split in half.
  for (const character of visible) {
    if (cut.length + character.length > MAX_NAME) break;
    cut += character;
  }
  cut = cut.trim();
  return cut.length >= MIN_NAME ? cut : null;
}
