import { MAX_SEARCH_TEXT } from '../../../shared/constants';

/** What both event search boxes (the header's and the search page's) say and accept. */
export const EVENT_SEARCH_BOX = {
  label: 'Search events',
  listLabel: 'Event suggestions',
  placeholder: 'Search events, artists, venues',
  maxLength: MAX_SEARCH_TEXT,
} as const;
