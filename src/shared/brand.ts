/** The product's name: the server's link previews and the client's pages both say it. */
export const APP_NAME = 'FanTickets';
