import type { Concert } from '../../src/shared/entities';

/** The terms box of the first selling step (SPEC §2), by its label's opening words. */
export const TERMS = /A recent booking confirmation email is needed/;

/**
 * Whether the first selling step shows the terms box: for a BookMyShow event only (SPEC §2). Known from the
 * event, so a journey ticks the box when it must be there rather than when it happens to have rendered yet.
 */
export function needsTerms(event: Pick<Concert, 'expectedDkimDomain'>): boolean {
  return event.expectedDkimDomain === 'bookmyshow.com';
}
