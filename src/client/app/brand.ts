/** The product's name and tagline, kept in one place so a rename touches one file. */
// The name lives in src/shared, where the server's link previews read it too.
export { APP_NAME } from '../../shared/brand';
export const WELCOME_MESSAGE = "Welcome to India's largest fan-first community";
