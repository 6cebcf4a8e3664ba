import { object, string, type InferType } from 'yup';

/** What a message from the user dropdown is: an event to add (Suggest Events) or general feedback. */
export const FEEDBACK_KINDS = ['SUGGEST_EVENT', 'FEEDBACK'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const MAX_FEEDBACK_TEXT = 2000;
export const MAX_FEEDBACK_PAGE = 500;

export const FEEDBACK_TEXT_REQUIRED = 'Please write your message before sending';
export const FEEDBACK_TEXT_TOO_LONG = `Please keep your message to ${MAX_FEEDBACK_TEXT} characters or fewer`;

/** POST /feedback: the form fills in kind and page (the client route it was sent from); the user types the text. */
export const feedbackSchema = object({
  kind: string()
    .required('kind is required')
    .oneOf(FEEDBACK_KINDS, `kind must be one of ${FEEDBACK_KINDS.join(', ')}`),
  text: string().trim().required(FEEDBACK_TEXT_REQUIRED).max(MAX_FEEDBACK_TEXT, FEEDBACK_TEXT_TOO_LONG),
  page: string()
    .trim()
    .required('page is required')
    .max(MAX_FEEDBACK_PAGE, `page cannot exceed ${MAX_FEEDBACK_PAGE} characters`)
    .matches(/^\//, 'page must be a path starting with /'),
});
export type FeedbackValues = InferType<typeof feedbackSchema>;

/** What POST /feedback answers with (201): the message as stored. */
export interface FeedbackItem {
  id: number;
  kind: FeedbackKind;
  text: string;
  page: string;
  createdAt: string;
}
