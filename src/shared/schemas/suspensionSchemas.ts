import { object, string, type InferType } from 'yup';
import { MAX_SUSPENSION_REASON } from '../suspension';

export const SUSPENSION_REASON_REQUIRED = 'Please say why the account is suspended';
export const SUSPENSION_REASON_TOO_LONG = `Please keep the reason to ${MAX_SUSPENSION_REASON} characters or fewer`;

/** POST /admin/users/{id}/suspend: the reason, kept with the suspension and in the audit log. */
export const suspensionSchema = object({
  reason: string().trim().required(SUSPENSION_REASON_REQUIRED).max(MAX_SUSPENSION_REASON, SUSPENSION_REASON_TOO_LONG),
});
export type SuspensionValues = InferType<typeof suspensionSchema>;
