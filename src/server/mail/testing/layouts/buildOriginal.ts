/**
 * The four shipped providers' own layouts, as the repository's sample e-mails have them: the tests prove the rows
 * read these (the demo forward writes its e-mails from a provider's definition instead).
 */
import { layoutValues, type BookingEmailFields, type LayoutValues } from '../../../mailbox/bookingLayouts/layoutValues';
import { bookMyShowLayout } from './bookmyshow';
import { districtLayout } from './district';
import { skillboxLayout } from './skillbox';
import { sortMySceneLayout } from './sortmyscene';

export type ShippedSlug = 'bookmyshow' | 'district' | 'skillbox' | 'sortmyscene';

const LAYOUTS: Record<ShippedSlug, (values: LayoutValues) => string> = {
  bookmyshow: bookMyShowLayout,
  district: districtLayout,
  skillbox: skillboxLayout,
  sortmyscene: sortMySceneLayout,
};

/** An unsigned original in the provider's own layout. */
export function buildOriginal(provider: ShippedSlug, fields: BookingEmailFields): Buffer {
  return Buffer.from(LAYOUTS[provider](layoutValues(fields)), 'utf8');
}
