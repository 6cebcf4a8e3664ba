import { groupIndian } from '../../../shared/format';
import { compactStamp, eventDayText, mailDate } from './mimeEncoding';

/** What a generated booking e-mail says. Dates are moments; the e-mail prints them in India time. */
export interface BookingEmailFields {
  /** The buyer's address: the original's To. */
  to: string;
  /** The buyer's name in the greeting; made from the address when absent. */
  recipientName?: string;
  eventName: string;
  /** When the event starts: a Date or an ISO 8601 string. */
  eventDate: Date | string;
  venue: string;
  city: string;
  seat: string;
  quantity: number;
  amountPaid: number;
  bookingId: string;
  /** When the provider sent it (Date header); now when absent. */
  sentAt?: Date;
  /** Message-ID without angle brackets; each layout makes one in its own style when absent. */
  messageId?: string;
}

/** The fields as a layout prints them. */
export interface LayoutValues {
  to: string;
  name: string;
  firstName: string;
  eventName: string;
  /** "Sat, 13 Feb 2027" */
  eventDay: string;
  eventMoment: Date;
  venue: string;
  city: string;
  seat: string;
  quantity: number;
  bookingId: string;
  /** "9,500" (with paise when there are any) and "9,500.00". */
  amount: string;
  amountWithPaise: string;
  dateHeader: string;
  stamp: string;
  sentAt: Date;
  messageId?: string;
}

function nameFromAddress(address: string): string {
  return address
    .split('@')[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
}

export function layoutValues(fields: BookingEmailFields): LayoutValues {
  const name = fields.recipientName ?? nameFromAddress(fields.to);
  const eventMoment = new Date(fields.eventDate);
  if (Number.isNaN(eventMoment.getTime())) throw new Error(`not a date: ${String(fields.eventDate)}`);
  const sentAt = fields.sentAt ?? new Date();
  const [rupees, paise] = fields.amountPaid.toFixed(2).split('.');
  const grouped = groupIndian(Number(rupees));
  return {
    to: fields.to,
    name,
    firstName: name.split(' ')[0],
    eventName: fields.eventName,
    eventDay: eventDayText(eventMoment),
    eventMoment,
    venue: fields.venue,
    city: fields.city,
    seat: fields.seat,
    quantity: fields.quantity,
    bookingId: fields.bookingId,
    amount: paise === '00' ? grouped : `${grouped}.${paise}`,
    amountWithPaise: `${grouped}.${paise}`,
    dateHeader: mailDate(sentAt),
    stamp: compactStamp(sentAt),
    sentAt,
    messageId: fields.messageId,
  };
}

/** Lines of a part body; a body ends with a line break when its last line is ''. */
export function joinLines(lines: string[], eol = '\r\n'): string {
  return lines.join(eol);
}

/** A whole message: lines joined with CRLF, ending with one. */
export function crlf(lines: string[]): string {
  return `${lines.join('\r\n')}\r\n`;
}
