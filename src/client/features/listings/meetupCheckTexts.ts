/** The meet-up check's words, apart from its dialog so the listing card can name it without loading the dialog. */
export const MEETUP_CHECK_TITLE = 'At the meet-up: check the ticket';
export const MATCH_TITLE = 'This is the verified booking';
export const MISMATCH_TITLE = 'This is not the booking we verified: do not pay';
export const CHECK_FAILED = 'The check did not go through. Check your connection and try again.';
