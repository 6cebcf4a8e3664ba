import type { ParsedMail } from 'mailparser';
import type { ProviderKey } from '../../../shared/providers';
import type { BookingParser, BookingSource, ParsedBooking } from './booking';
import { parseBookMyShow } from './bookmyshow';
import { parseDistrict } from './district';
import { parseSkillbox } from './skillbox';
import { parseSortMyScene } from './sortmyscene';

export const BOOKING_PARSERS: Record<ProviderKey, BookingParser> = {
  bookmyshow: parseBookMyShow,
  district: parseDistrict,
  skillbox: parseSkillbox,
  sortmyscene: parseSortMyScene,
};

/** The parts a parser reads; `subject` replaces the parsed one (verification passes the signed instance's). */
export function bookingSource(original: ParsedMail, subject = original.subject ?? ''): BookingSource {
  return {
    subject,
    text: original.text ?? '',
    html: typeof original.html === 'string' ? original.html : '',
  };
}

/** Reads the booking from a parsed original in the given provider's layout (and `subject`, when given). */
export function parseBooking(provider: ProviderKey, original: ParsedMail, subject?: string): ParsedBooking | null {
  return BOOKING_PARSERS[provider](bookingSource(original, subject));
}
