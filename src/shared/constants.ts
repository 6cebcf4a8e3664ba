/** SPEC §9 business constants and limits. Times are in milliseconds unless the name says otherwise. */

export const API_TIMEOUT_MS = 15_000;
export const LISTING_CREATION_TIMEOUT_MS = 1_000_000;
/** A failed read (network or 5xx) is tried again after each delay in turn; nothing else is retried (baseQuery.ts). */
export const API_RETRY_DELAYS_MS = [1000, 2000] as const;
export const LOAD_MORE_TRIGGER_MARGIN_PX = 100;

export const OTP_RESEND_THROTTLE_MS = 70_000;
export const OTP_RESEND_COUNTDOWN_S = 60;
/** 'sender' is a code e-mailed to an extra address a seller forwards bookings from. */
export const OTP_LENGTH = { email: 6, phone: 4, sender: 6 } as const;
/** What a code can prove: the account's own e-mail or phone, or a sender address. */
export type OtpKind = keyof typeof OTP_LENGTH;
/** The account's own contacts, each with a verification status. */
export type OtpChannel = Exclude<OtpKind, 'sender'>;
/** Wrong codes allowed per account and kind in a day, however many codes were asked for. */
export const OTP_WRONG_TRIES_PER_DAY = 10;

export const VERIFICATION_WAIT_HINT = '60-80s';
export const COPIED_LABEL_MS = 2000;
export const SCROLL_TO_ELEMENT_DELAY_MS = 100;
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTIONS_HIDE_AFTER_BLUR_MS = 150;
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 150;
export const TOOLTIP_DELAY_MS = 100;

export const SEARCH_SUGGESTIONS_LIMIT = 5;
/** The longest search text the API accepts. */
export const MAX_SEARCH_TEXT = 100;
export const EXPLORE_PAGE_SIZE = 40;
export const EVENT_LISTINGS_PAGE_SIZE = 20;
export const MY_LISTINGS_PAGE_SIZE = 20;
export const LIST_LOADER_DEFAULT_PAGE_SIZE = 2;
export const MAX_PAGE_SIZE = 100;

export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_MAX = 5;

export const DEFAULT_MAX_QUANTITY = 100;
export const MAX_PRICE_INR = 10_000_000;
export const MAX_SEAT_TEXT = 100;
export const MAX_CITY_TEXT = 50;
export const MIN_PASSWORD = 6;
export const MIN_NAME = 2;
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
export const PRICE_FILTER_INTERVAL = 50;
export const PRICE_SLIDER_FALLBACK_MAX = 1_000_000;

export const SOLD_ELSEWHERE_SOURCES = ['REDDIT', 'INSTAGRAM', 'TWITTER', 'FRIEND', 'FACEBOOK'] as const;
export type SoldElsewhereSource = (typeof SOLD_ELSEWHERE_SOURCES)[number];

export const CONTACT_COUNTRY_CODE = '91';
export const SOCIAL_PROOF = { users: '2000+', rating: '4.8' } as const;
