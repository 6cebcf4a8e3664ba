/**
 * The frame of a list card drawn as one styled element with plain children (EventCard, ListingCard): a grid appends
 * 40 cards at a time, and a styled MUI component per part made that a long task.
 */
export const cardFrameSx = {
  height: '100%',
  borderRadius: 3,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  overflow: 'hidden',
  typography: 'body1',
} as const;

/** A secondary line of a card (date, venue, seller). */
export const cardLineSx = { m: 0, color: 'text.secondary', fontSize: '0.875rem' } as const;
