import type { BookingField, FieldSource, SampleReading } from '../../../../shared/providerDefinition';

/** Each booking field as the console names it. */
export const FIELD_NAMES: Record<BookingField, string> = {
  bookingId: 'Booking ID',
  eventName: 'Event name',
  dateTime: 'Date and time',
  venue: 'Venue and city',
  quantity: 'Number of tickets',
  amountPaid: 'Amount paid',
  seat: 'Seat',
};

/** The part of the e-mail a value was read from. */
export const PART_NAMES: Record<FieldSource['part'], string> = {
  subject: 'Subject line',
  text: 'Text part',
  html: 'HTML part',
};

export const SUBJECT_KINDS: Record<SampleReading['subject'], string> = {
  confirmation: 'The subject reads as a confirmation.',
  cancellation: 'The subject reads as a cancellation: such an e-mail is refused with its own message.',
  none: 'The subject matches no confirmation pattern.',
};

/** "Seat and Amount paid" */
export function fieldList(fields: readonly BookingField[]): string {
  const names = fields.map((field) => FIELD_NAMES[field]);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
