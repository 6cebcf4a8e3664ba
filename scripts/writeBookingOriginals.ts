/**
 * npx tsx scripts/writeBookingOriginals.ts
 * Writes the booking originals and expected.json in src/server/mail/testing/originals from FIXTURE_BOOKINGS.
 * Run it after changing those values or a layout on purpose, then commit the files: the tests read them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_DIR } from '../src/server/mail/testing/fixtures';
import { renderOriginals } from '../src/server/mail/testing/renderOriginals';

async function main(): Promise<void> {
  for (const [name, bytes] of await renderOriginals()) {
    writeFileSync(join(FIXTURE_DIR, name), bytes);
    console.log(`${join(FIXTURE_DIR, name)}: ${bytes.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
