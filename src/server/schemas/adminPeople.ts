import { Type, type Static } from 'typebox';
import { MAX_PEOPLE_QUERY, type AdminUser } from '../../shared/admin/people';
import { ROLES } from '../../shared/roles';
import { paged } from './paging';
import { sameType } from './sameType';

export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()], { description: 'E.164' }),
  role: Type.Enum(ROLES),
  createdAt: Type.String({ format: 'date-time' }),
  suspension: Type.Union([Type.Object({ at: Type.String({ format: 'date-time' }), reason: Type.String() }), Type.Null()], {
    description: 'Null while the account is in good standing',
  }),
  listings: Type.Object(
    { listed: Type.Integer(), hidden: Type.Integer(), sold: Type.Integer() },
    { description: 'Their listings: on sale, hidden from buyers (by the suspension), sold' },
  ),
});
sameType<Static<typeof AdminUserSchema>, AdminUser>(true);

export const PagedAdminUsers = paged(AdminUserSchema);

export const peopleFilters = {
  query: Type.Optional(
    Type.String({
        maxLength: MAX_PEOPLE_QUERY,
        errorMessage: `query must be at most ${MAX_PEOPLE_QUERY} characters`,
        description: 'Part of an e-mail or a name (any case), or of a phone number (its digits); empty lists everyone, newest first',
      }),
  ),
};
