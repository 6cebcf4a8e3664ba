import { assembleBooking } from './assemble';
import type { BookingParser } from './booking';
import { htmlToLines, readLabelled } from './lines';
import { readSubject } from './subjects';

/**
 * Base64 HTML only, label and value as paragraphs. The event name is not labelled (it sits in the
 * greeting and in the subject), and one "Tickets" value holds both count and seat: "3 x Phase 2 - GA".
 */
export const parseDistrict: BookingParser = (source) => {
  const lines = htmlToLines(source.html);
  const tickets = /^(\d{1,2})\s*[x×]\s*(.+)$/i.exec(readLabelled(lines, 'Tickets') ?? '');
  return assembleBooking('district', {
    bookingId: readLabelled(lines, 'Booking ID'),
    eventName: readSubject('district', source.subject)?.event,
    when: readLabelled(lines, 'When'),
    place: readLabelled(lines, 'Where'),
    seat: tickets?.[2],
    quantity: tickets?.[1],
    amount: readLabelled(lines, 'Order total'),
  });
};
