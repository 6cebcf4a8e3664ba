import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's booking originals, committed byte for byte (see originals/README.md). */
export const FIXTURE_DIR = join(__dirname, 'originals');

export type FixtureName = 'bookmyshow.eml' | 'district.eml' | 'skillbox.eml' | 'sortmyscene.eml';
export const FIXTURE_NAMES: readonly FixtureName[] = ['bookmyshow.eml', 'district.eml', 'skillbox.eml', 'sortmyscene.eml'];
export const EXPECTATIONS_FILE = 'expected.json';

export interface FixtureExpectation {
  provider: 'bookmyshow' | 'district' | 'skillbox' | 'sortmyscene';
  dkimDomain: string;
  subject: string;
  to: string;
  bookingId: string;
  eventName: string;
  eventDate: string;
  venue: string;
  city: string;
  seat: string;
  quantity: number;
  amountPaid: number;
}

export function readFixture(name: FixtureName): Buffer {
  return readFileSync(join(FIXTURE_DIR, name));
}

export function fixtureExpectations(): Record<FixtureName, FixtureExpectation> {
  return JSON.parse(readFileSync(join(FIXTURE_DIR, EXPECTATIONS_FILE), 'utf8'));
}

/** Inline forwards ("Forward", not "Forward as attachment") as each mail client writes them (inlineForwards/README.md). */
export const INLINE_FORWARDS = ['mutt.eml', 'neomutt.eml', 'gmail.eml', 'outlook.eml', 'apple-mail.eml'] as const;

export function readInlineForward(name: (typeof INLINE_FORWARDS)[number]): Buffer {
  return readFileSync(join(__dirname, 'inlineForwards', name));
}
