/** The product's name: the server's link previews and the client's pages both say it. */
export const APP_NAME = 'FanTickets';

/** Where people write to the team: the dialogs' fallback, the terms, and the suspended account's message. */
export const SUPPORT_EMAIL = 'support@fantickets.in';
