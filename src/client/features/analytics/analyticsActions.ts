import { createAction } from '@reduxjs/toolkit';

/** The footer's social and app-store links that SPEC §7 counts, one event each. */
export const FOOTER_LINKS = ['instagram', 'twitter', 'facebook', 'app_store', 'play_store'] as const;
export type FooterLink = (typeof FOOTER_LINKS)[number];

/**
 * Clicks that change nothing in the store but that product analytics counts. Components dispatch these
 * plain actions; only the analytics listener knows a vendor exists.
 */
export const headerSearchBarClicked = createAction('analytics/headerSearchBarClicked');
export const sellTicketsButtonClicked = createAction<{ eventId: number; eventName: string }>('analytics/sellTicketsButtonClicked');
export const footerLinkPressed = createAction<FooterLink>('analytics/footerLinkPressed');
