/** The sticky header's height (its toolbar's), at every width. */
export const HEADER_HEIGHT = 64;

/**
 * Room to leave above an element scrolled to (CSS scroll-margin-top), so the sticky header (64 px) does not
 * cover it: the header's height and a little air.
 */
export const STICKY_HEADER_CLEARANCE = 88;
