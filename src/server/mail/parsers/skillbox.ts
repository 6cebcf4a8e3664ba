import { labelledParser } from './labelledLayout';

/** Plain 8-bit text with labels padded into a column: "Order ID      : SKB-…". */
export const parseSkillbox = labelledParser('skillbox', {
  bookingId: 'Order ID',
  eventName: 'Event',
  when: 'Date',
  place: 'Venue',
  seat: 'Ticket Type',
  quantity: 'Qty',
  amount: 'Total Paid',
});
