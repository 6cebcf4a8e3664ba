import type { ParsedMail } from 'mailparser';
import type { ProviderDefinition } from '../../../shared/providerDefinition';
import { compiledProvider } from '../providers/compileProvider';
import { readBooking } from '../providers/readBooking';
import type { BookingSource, ParsedBooking } from './booking';

/** The parts a provider's rules read; `subject` replaces the parsed one (verification passes the signed instance's). */
export function bookingSource(original: ParsedMail, subject = original.subject ?? ''): BookingSource {
  return {
    subject,
    text: original.text ?? '',
    html: typeof original.html === 'string' ? original.html : '',
  };
}

/** Reads the booking from a parsed original in the given provider's layout (and `subject`, when given). */
export function parseBooking(provider: ProviderDefinition, original: ParsedMail, subject?: string): ParsedBooking | null {
  return readBooking(compiledProvider(provider), bookingSource(original, subject));
}
