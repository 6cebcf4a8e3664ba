/** The product's name and tagline, kept in one place so a rename touches one file. */
export const APP_NAME = 'FanTickets';
export const WELCOME_MESSAGE = "Welcome to India's largest fan-first community";
