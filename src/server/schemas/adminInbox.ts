import { Type, type Static } from 'typebox';
import { INBOX_KINDS, INBOX_STATUSES, type InboxItem, type InboxPage } from '../../shared/admin/inbox';
import { sameType } from './sameType';

const NullableText = Type.Union([Type.String(), Type.Null()]);

export const InboxItemSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(INBOX_KINDS),
  text: Type.Union([Type.String(), Type.Null()], { description: 'What they wrote; null for a ticket request' }),
  page: Type.Union([Type.String(), Type.Null()], { description: 'The page they wrote from; null for a ticket request' }),
  createdAt: Type.String({ format: 'date-time' }),
  from: Type.Union([Type.Object({ id: Type.Integer(), email: Type.String(), name: NullableText }), Type.Null()], { description: 'Null once the sender deleted their account' }),
  doneAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
sameType<Static<typeof InboxItemSchema>, InboxItem>(true);

export const InboxPageSchema = Type.Object({
  content: Type.Array(
    Type.Object({
      event: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), date: Type.String({ format: 'date-time' }) }), Type.Null()]),
      total: Type.Integer({ description: "The group's items in this list in all, on this page and others" }),
      items: Type.Array(InboxItemSchema),
    }),
    { description: "Newest first, one event's items together, groups ordered by their newest item; a group may go on over the next page" },
  ),
  lastPage: Type.Boolean(),
  totalElements: Type.Integer({ description: 'Items, not groups' }),
});
sameType<Static<typeof InboxPageSchema>, InboxPage>(true);

const kind = Type.Enum(INBOX_KINDS, { errorMessage: `kind must be one of: ${INBOX_KINDS.join(', ')}` });

export const inboxFilters = {
  // No message of its own: a missing kind is 'kind is required', a wrong one the same words as the path's.
  kind: Type.Enum(INBOX_KINDS),
  status: Type.Optional(Type.Enum(INBOX_STATUSES, { default: 'open', errorMessage: 'status must be open or done' })),
};

export const InboxItemParams = Type.Object({
  kind,
  id: Type.Integer({ minimum: 0, maximum: 999_999_999, errorMessage: 'id must be a whole number' }),
});
