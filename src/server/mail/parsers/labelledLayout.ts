import type { ProviderKey } from '../../../shared/providers';
import { assembleBooking, type BookingText } from './assemble';
import type { BookingParser } from './booking';
import { htmlToLines, readLabelled, textToLines } from './lines';

/** The label a provider prints before each value, in its text part, its HTML or both. */
export type LabelLayout = Record<keyof BookingText, string>;

/**
 * A parser for a layout where every value sits beside or under its own label. The text part is read first;
 * the HTML is turned into lines only when a label is missing there (the same answers as reading both at once).
 */
export function labelledParser(provider: ProviderKey, labels: LabelLayout): BookingParser {
  return (source) => {
    const textLines = textToLines(source.text);
    let allLines: string[] | undefined;
    const read = (label: string) =>
      readLabelled(textLines, label) ?? readLabelled((allLines ??= [...textLines, ...htmlToLines(source.html)]), label);
    const text = Object.fromEntries(Object.entries(labels).map(([field, label]) => [field, read(label)])) as BookingText;
    return assembleBooking(provider, text);
  };
}
