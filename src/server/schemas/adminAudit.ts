import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_SOURCES, AUDIT_TARGET_TYPES, type AuditEntry } from '../../shared/admin/audit';
import { MAX_EMAIL } from '../../shared/schemas/patterns';
import { paged } from './paging';
import { kolkataDay } from './query';
import { sameType } from './sameType';

const Values = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Union([Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.Union([Type.String(), Type.Null()]) }), Type.Null()], {
    description: 'Null for the command line, or an account that was since deleted',
  }),
  source: Type.Enum(AUDIT_SOURCES),
  action: Type.Enum(AUDIT_ACTIONS),
  target: Type.Object({
    type: Type.Enum(AUDIT_TARGET_TYPES),
    id: Type.Integer(),
    label: Type.Union([Type.String(), Type.Null()], { description: "An account's e-mail, while it exists" }),
  }),
  before: Values,
  after: Values,
});
sameType<Static<typeof AuditEntrySchema>, AuditEntry>(true);

export const PagedAuditEntries = paged(AuditEntrySchema);

export const auditFilters = {
  actor: Type.Optional(Type.String({ maxLength: MAX_EMAIL, errorMessage: `actor must be an e-mail of at most ${MAX_EMAIL} characters`, description: "The acting admin's e-mail" })),
  action: Type.Optional(Type.Enum(AUDIT_ACTIONS, { errorMessage: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })),
  targetType: Type.Optional(Type.Enum(AUDIT_TARGET_TYPES, { errorMessage: `targetType must be one of: ${AUDIT_TARGET_TYPES.join(', ')}` })),
  targetId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999, errorMessage: 'targetId must be a whole number of 1 or more' })),
  from: Type.Optional(kolkataDay('from', 'The first day, included')),
  to: Type.Optional(kolkataDay('to', 'The last day, included')),
};
