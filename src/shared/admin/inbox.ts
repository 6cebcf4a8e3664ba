/** The inbox's three lists, as the console's tabs and the API's `kind` name them. */
export const INBOX_KINDS = ['suggestions', 'feedback', 'requests'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Short enough for the three tabs to sit side by side on a phone. */
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  suggestions: 'Suggestions',
  feedback: 'Feedback',
  requests: 'Ticket requests',
};

/** Open items are the inbox; done ones can be looked back on. */
export const INBOX_STATUSES = ['open', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export interface InboxItem {
  id: number;
  kind: InboxKind;
  /** What they wrote (suggestions and feedback); null for a ticket request. */
  text: string | null;
  /** The page they wrote from; null for a ticket request. */
  page: string | null;
  /** ISO 8601 */
  createdAt: string;
  /** Null once the sender deleted their account. */
  from: { id: number; email: string; name: string | null } | null;
  doneAt: string | null;
}

/** Items about one event (a ticket request's, or a message sent from its page); `event` null for the rest. */
export interface InboxGroup {
  event: { id: number; name: string; date: string } | null;
  /** How many items the group has in this list in all, on this page and others. */
  total: number;
  items: InboxItem[];
}

/**
 * A page of the list: items newest first, those of one event together (groups ordered by their newest item),
 * so a group may go on over the next page. `totalElements` counts items.
 */
export interface InboxPage {
  content: InboxGroup[];
  lastPage: boolean;
  totalElements: number;
}

export const INBOX_ERRORS = {
  notFound: 'No such item in this list',
  alreadyDone: 'This item is already marked done',
} as const;
