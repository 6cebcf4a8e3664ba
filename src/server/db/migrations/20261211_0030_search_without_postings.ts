/**
 * Drops concert_search_postings and its triggers: one-word search reads the full-text indexes like every other
 * search (docs/decisions/events-catalogue-server.md). Its down adds the table back, filled from the events.
 */
export { down as up, up as down } from './20261126_0001_search_postings';
