import { labelledParser } from './labelledLayout';

/** Quoted-printable text and HTML with the same labels; the text part is read first. */
export const parseBookMyShow = labelledParser('bookmyshow', {
  bookingId: 'Booking ID',
  eventName: 'Event',
  when: 'Date & Time',
  place: 'Venue',
  seat: 'Category',
  quantity: 'Quantity',
  amount: 'Total Amount',
});
