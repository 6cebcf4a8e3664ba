import { number, object, string, type InferType } from 'yup';
import { MAX_CANCEL_REASON, MAX_CATEGORY_TITLE, MAX_EVENT_TEXT } from '../admin/events';
import { REAL_INDIA_TIME_PATTERN } from '../indiaTime';

export const EVENT_DATE_MESSAGE = 'Please give the date and time in India as yyyy-mm-ddThh:mm';
// Which providers may sell is the server's to say (the providers table): the form offers those GET /api/providers lists.
export const EVENT_PROVIDER_MESSAGE = 'Please choose the selling provider';

const text = (label: string) =>
  string()
    .trim()
    .required(`Please give the ${label}`)
    .max(MAX_EVENT_TEXT, `Please keep the ${label} to ${MAX_EVENT_TEXT} characters or fewer`);

/** India wall-clock time, a real one. */
export const indiaTimeField = () =>
  string()
    .trim()
    .required(EVENT_DATE_MESSAGE)
    .matches(REAL_INDIA_TIME_PATTERN, EVENT_DATE_MESSAGE);

/** POST /admin/events and PUT /admin/events/{id}: every SPEC §3 field an operator sets. */
export const eventSchema = object({
  name: text('event name'),
  date: indiaTimeField(),
  venue: text('venue'),
  city: text('city'),
  artist: text('artist'),
  categoryId: number().typeError('Please choose a category').required('Please choose a category').integer('Please choose a category').min(1, 'Please choose a category').max(999_999_999, 'Please choose a category'),
  // The server checks it against the providers table (adminEvent.ts checkProvider).
  expectedDkimDomain: string().required(EVENT_PROVIDER_MESSAGE).max(253, EVENT_PROVIDER_MESSAGE),
});
export type EventValues = InferType<typeof eventSchema>;

/** POST /admin/events/{id}/postpone: the new date; subscribers and sellers are told. */
export const postponeSchema = object({ date: indiaTimeField() });
export type PostponeValues = InferType<typeof postponeSchema>;

export const CANCEL_REASON_REQUIRED = 'Please say why the event is cancelled';

/** POST /admin/events/{id}/cancel: why, told to its sellers and kept in the audit log. */
export const cancelSchema = object({
  reason: string().trim().required(CANCEL_REASON_REQUIRED).max(MAX_CANCEL_REASON, `Please keep the reason to ${MAX_CANCEL_REASON} characters or fewer`),
});
export type CancelValues = InferType<typeof cancelSchema>;

/** POST /admin/categories. */
export const categorySchema = object({
  title: string().trim().required('Please give the category a title').max(MAX_CATEGORY_TITLE, `Please keep the title to ${MAX_CATEGORY_TITLE} characters or fewer`),
});
export type CategoryValues = InferType<typeof categorySchema>;
