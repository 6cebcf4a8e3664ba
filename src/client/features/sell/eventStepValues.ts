import type { Concert } from '../../../shared/entities';
import type { SellWizardValues } from './sellWizardSlice';

/** The booking site whose events need the recent-confirmation-email terms (SPEC §2). */
export const TERMS_DOMAIN = 'bookmyshow.com';

/** Step 1's Formik values: shaped for sellStartSchema, plus the chosen event and the checkbox. */
export interface EventStepValues {
  concert: Concert | null;
  concertId: number | null;
  senderEmail: string;
  sameAsRegistered: boolean;
  needsTerms: boolean;
  termsAccepted: boolean;
}

export function eventFieldsOf(concert: Concert | null): Pick<EventStepValues, 'concert' | 'concertId' | 'needsTerms'> {
  return { concert, concertId: concert?.concertId ?? null, needsTerms: concert?.expectedDkimDomain === TERMS_DOMAIN };
}

export function eventStepValuesOf(values: SellWizardValues): EventStepValues {
  const { concert, senderEmail, sameAsRegistered, termsAccepted } = values;
  return { ...eventFieldsOf(concert), senderEmail, sameAsRegistered, termsAccepted };
}
