import { Type, type Static } from 'typebox';
import { DASHBOARD_DAYS, VERIFICATION_REFUSAL_REASONS, type Dashboard } from '../../shared/admin/dashboard';
import { sameType } from './sameType';

const count = (description: string) => Type.Integer({ minimum: 0, description });

const DashboardDaySchema = Type.Object({
  day: Type.String({ format: 'date', description: 'An Asia/Kolkata day' }),
  newListings: count('Listings made that day (and not deleted since)'),
  verificationsPassed: count('Verifications that ended in a listing'),
  verificationsRefused: count("Verifications refused on the seller's evidence (not cancelled ones, nor server failures)"),
  newReports: count('Reports made that day'),
  salesMarked: count('Listings marked SOLD that day'),
});

export const DashboardSchema = Type.Object({
  today: DashboardDaySchema,
  refusalsToday: Type.Array(Type.Object({ reason: Type.Enum(VERIFICATION_REFUSAL_REASONS), count: Type.Integer({ minimum: 1 }) }), {
    description: "Today's refusals by reason, most first; reasons with none are left out",
  }),
  reportsOpen: count('Reports not yet resolved, whenever made'),
  days: Type.Array(DashboardDaySchema, { minItems: DASHBOARD_DAYS, maxItems: DASHBOARD_DAYS, description: 'Oldest first, ending today; a day with nothing is zeros' }),
});
sameType<Static<typeof DashboardSchema>, Dashboard>(true);
