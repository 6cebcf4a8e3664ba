import type { BookingField, FieldReading, SampleReading } from '../../../shared/providerDefinition';
import type { BookingSource, ParsedBooking } from '../parsers/booking';
import { htmlToLines, readLabelled, textToLines } from '../parsers/lines';
import { parseAmount, parseEventDay, parseQuantity, splitVenueCity } from '../parsers/values';
import type { CompiledProvider, CompiledRule } from './compileProvider';

/**
 * How much of a part a pattern reads: a confirmation's text is a few kilobytes, and RE2 is linear, so this caps the
 * work an attacker's e-mail can cause per rule (label rules read every line, without regular expressions).
 */
export const PATTERN_TEXT_LIMIT = 256 * 1024;

interface Part {
  part: 'text' | 'html';
  lines: string[];
  /** The lines joined for patterns, capped. */
  joined?: string;
}

function bodyParts(source: BookingSource): Part[] {
  return [
    { part: 'text', lines: textToLines(source.text) },
    { part: 'html', lines: source.html ? htmlToLines(source.html) : [] },
  ];
}

/** The lines joined, whole lines only, up to the cap: a line cut short could match what the whole line does not. */
function capped(lines: readonly string[]): string {
  let length = 0;
  let count = 0;
  while (count < lines.length && length + lines[count].length <= PATTERN_TEXT_LIMIT) length += lines[count++].length + 1;
  return lines.slice(0, count).join('\n');
}

function patternValue(rule: CompiledRule, input: string): { value: string; start: number } | null {
  const matcher = rule.pattern!.matcher(input);
  if (!matcher.find()) return null;
  const named = rule.pattern!.namedGroups() as Record<string, number>;
  const group = named[rule.field] ?? (rule.pattern!.groupCount() > 0 ? 1 : 0);
  const value = matcher.group(group)?.trim();
  return value ? { value, start: matcher.start() } : null;
}

function lineAt(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  return text.slice(start, end < 0 ? undefined : end);
}

function readInPart(rule: CompiledRule, part: Part): FieldReading | null {
  if (rule.label) {
    const found = readLabelled(part.lines, rule.label);
    if (!found) return null;
    if (!rule.pattern) return { field: rule.field, value: found.value, from: { part: part.part, text: found.line } };
    const read = patternValue(rule, found.value);
    return read && { field: rule.field, value: read.value, from: { part: part.part, text: found.line } };
  }
  part.joined ??= capped(part.lines);
  const read = patternValue(rule, part.joined);
  return read && { field: rule.field, value: read.value, from: { part: part.part, text: lineAt(part.joined, read.start) } };
}

function readField(rule: CompiledRule, subject: string, parts: Part[]): FieldReading | null {
  if (rule.in === 'subject') {
    const read = patternValue(rule, subject);
    return read && { field: rule.field, value: read.value, from: { part: 'subject', text: subject } };
  }
  // The text part first; the HTML only for what the text part lacks.
  for (const part of parts) {
    const reading = readInPart(rule, part);
    if (reading) return reading;
  }
  return null;
}

/** A subject as the patterns read it: white space collapsed, trimmed. */
export function tidySubject(subject: string): string {
  return subject.replace(/\s+/g, ' ').trim();
}

/** Which of the provider's subject patterns the subject matches: a cancellation is checked first. */
export function subjectKind(provider: CompiledProvider, subject: string): SampleReading['subject'] {
  const tidy = tidySubject(subject);
  if (provider.cancellation.some((p) => p.matcher(tidy).find())) return 'cancellation';
  return provider.confirmation.some((p) => p.matcher(tidy).find()) ? 'confirmation' : 'none';
}

const READABLE: Record<BookingField, (value: string) => boolean> = {
  bookingId: () => true,
  eventName: () => true,
  seat: () => true,
  dateTime: (v) => parseEventDay(v) !== null,
  venue: (v) => splitVenueCity(v) !== null,
  quantity: (v) => parseQuantity(v) !== null,
  amountPaid: (v) => parseAmount(v) !== null,
};

/** Every field the provider's rules find in the e-mail, where each came from, and what is missing or unreadable. */
export function readSample(provider: CompiledProvider, source: BookingSource): SampleReading {
  const subject = tidySubject(source.subject);
  const parts = bodyParts(source);
  const fields: FieldReading[] = [];
  const missing: BookingField[] = [];
  for (const rule of provider.rules) {
    const reading = readField(rule, subject, parts);
    if (reading && READABLE[rule.field](reading.value)) fields.push(reading);
    else missing.push(rule.field);
  }
  return { subject: subjectKind(provider, subject), fields, missing };
}

/** The booking the e-mail holds in the provider's layout, or null when any field is missing or unreadable. */
export function readBooking(provider: CompiledProvider, source: BookingSource): ParsedBooking | null {
  const reading = readSample(provider, source);
  if (reading.missing.length > 0) return null;
  const value = Object.fromEntries(reading.fields.map((f) => [f.field, f.value])) as Record<BookingField, string>;
  const day = parseEventDay(value.dateTime)!;
  const place = splitVenueCity(value.venue)!;
  return {
    provider: provider.definition.slug,
    bookingId: value.bookingId,
    eventName: value.eventName,
    eventDate: day.text,
    eventDateIso: day.iso,
    venue: place.venue,
    city: place.city,
    seat: value.seat,
    quantity: parseQuantity(value.quantity)!,
    amountPaid: parseAmount(value.amountPaid)!,
  };
}
