import type { ProviderKey } from '../../../shared/providers';
import { assembleBooking, type BookingText } from './assemble';
import type { BookingParser } from './booking';
import { readLabelled, sourceLines } from './lines';

/** The label a provider prints before each value, in its text part, its HTML or both. */
export type LabelLayout = Record<keyof BookingText, string>;

/** A parser for a layout where every value sits beside or under its own label. */
export function labelledParser(provider: ProviderKey, labels: LabelLayout): BookingParser {
  return (source) => {
    const lines = sourceLines(source);
    const text = Object.fromEntries(
      Object.entries(labels).map(([field, label]) => [field, readLabelled(lines, label)]),
    ) as BookingText;
    return assembleBooking(provider, text);
  };
}
