import { labelledParser } from './labelledLayout';

/**
 * Text and HTML. The text part leaves the event name and venue unlabelled, so those come from the
 * HTML table, which labels every row.
 */
export const parseSortMyScene = labelledParser('sortmyscene', {
  bookingId: 'Ticket ID',
  eventName: 'Event',
  when: 'When',
  place: 'Venue',
  seat: 'Pass',
  quantity: 'No. of tickets',
  amount: 'Amount',
});
