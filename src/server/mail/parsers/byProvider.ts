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

export function bookingSource(original: ParsedMail): BookingSource {
  return {
    subject: original.subject ?? '',
    text: original.text ?? '',
    html: typeof original.html === 'string' ? original.html : '',
  };
}

/** Reads the booking from a parsed original in the given provider's layout. */
export function parseBooking(provider: ProviderKey, original: ParsedMail): ParsedBooking | null {
  return BOOKING_PARSERS[provider](bookingSource(original));
}
