import { boolean, number, object, type InferType } from 'yup';
import { emailField } from './rules';

export const TERMS_MESSAGE = 'Check this box if you have a recent confirmation email.';

/** Sell step 1: the terms checkbox applies only to booking-site (bookmyshow.com) events. */
export const sellStartSchema = object({
  concertId: number().typeError('Please select an event').required('Please select an event'),
  senderEmail: emailField(),
  needsTerms: boolean().default(false),
  termsAccepted: boolean().when('needsTerms', {
    is: true,
    then: (s) => s.oneOf([true], TERMS_MESSAGE).required(TERMS_MESSAGE),
  }),
});
export type SellStartValues = InferType<typeof sellStartSchema>;
