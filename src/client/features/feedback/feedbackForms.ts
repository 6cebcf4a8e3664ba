import type { FeedbackKind } from '../../../shared/schemas/feedbackSchemas';

/** Where a message goes when the app cannot send it: the dialogs offer a mailto link to this address. */
export { SUPPORT_EMAIL } from '../../../shared/brand';

export interface FeedbackForm {
  title: string;
  label: string;
  hint: string;
  sent: string;
  /** The subject of the fallback e-mail. */
  mailSubject: string;
}

/** What each of the two dropdown dialogs says. */
export const FEEDBACK_FORMS: Record<FeedbackKind, FeedbackForm> = {
  SUGGEST_EVENT: {
    title: 'Suggest Events',
    label: 'Which event should we add?',
    hint: 'The event name, city and date, as much as you know.',
    sent: 'Thanks! Your suggestion was sent.',
    mailSubject: 'Suggest an event',
  },
  FEEDBACK: {
    title: 'Feedback',
    label: 'Your feedback',
    hint: "What works, what doesn't, what you'd like to see.",
    sent: 'Thanks for your feedback!',
    mailSubject: 'Feedback',
  },
};

export const SEND_FAILED = 'Your message could not be sent.';
