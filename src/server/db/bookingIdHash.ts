import { createHash } from 'node:crypto';

/** Spaces of any kind and dashes of any kind (a phone keyboard may turn '-' into '–'). */
const IGNORED = /[\s\-\u2010-\u2015\u2212]/g;

/**
 * A booking id as it is compared: case, spaces and dashes ignored, so 'bms-12 34' is 'BMS1234'. NFKC first,
 * so full-width letters a phone keyboard may type count as the plain ones.
 */
export function normaliseBookingId(bookingId: string): string {
  return bookingId.normalize('NFKC').replace(IGNORED, '').toUpperCase();
}

/**
 * What a listing keeps to answer a meet-up check: SHA-256 (hex) of the normalised id, behind a fixed label so the
 * digest means nothing elsewhere. Unkeyed on purpose: the migration, the API and the separate mailbox process
 * compute it without sharing a secret (docs/decisions/meetup-check.md). Changing it needs a migration that
 * re-hashes every listing, so 20261128_0001_meetup_checks uses it as it stands.
 */
export function bookingIdHash(bookingId: string): string {
  return createHash('sha256').update(`fan-tickets booking id v1:${normaliseBookingId(bookingId)}`).digest('hex');
}
