/**
 * `npm run staging:check`: tries the whole production mailbox path on a staging host with a booking e-mail the
 * operator signs (docs/decisions/staging-mailbox-check.md).
 *
 *   keys    --provider bookmyshow --out <folder>
 *     Makes a key for the provider's domain under the selector fantickets-staging: provider-key.json (for the
 *     staging API processes' STAGING_PROVIDER_KEY, with DEPLOYMENT=staging) and provider-private.pem.
 *   booking --keys <folder> --provider bookmyshow --to <seller address> --server <staging URL> [--event <id>] --out <file.eml>
 *     Writes the provider's confirmation e-mail for the event, addressed to the seller and signed with that key.
 *     From the seller's own mailbox, send it as an attachment to the staging verification mailbox, then press
 *     "I've forwarded the email" on the staging site: the mail crosses the real MX, the mailbox checks DMARC of
 *     the seller's mail provider in DNS, and the API checks the booking against the pinned key.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SHIPPED } from '../../src/server/mail/testing/shippedProviders';
import { buildSignedBooking } from '../../src/server/mailbox/demoForward';
import { makeStagingProviderKey, STAGING_SELECTOR } from '../../src/server/mailbox/stagingKey';
import { eventSoldOn } from '../serverEvents';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    provider: { type: 'string', default: 'bookmyshow' },
    out: { type: 'string' },
    keys: { type: 'string' },
    to: { type: 'string' },
    server: { type: 'string' },
    event: { type: 'string' },
  },
});

function required(name: 'out' | 'keys' | 'to' | 'server'): string {
  const value = values[name];
  if (!value) throw new Error(`--${name} is required (npm run staging:check with no arguments says how to use it)`);
  return value;
}

// A staging server runs in production mode (no /dev routes): the shipped providers' first versions are written.
const provider = SHIPPED.find((p) => p.slug === values.provider);

async function main(): Promise<void> {
  if (!provider) throw new Error(`--provider must be one of ${SHIPPED.map((p) => p.slug).join(', ')}`);
  const [command] = positionals;
  if (command === 'keys') {
    const folder = required('out');
    const key = makeStagingProviderKey({ domain: provider.dkimDomains[0] });
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'provider-key.json'), `${JSON.stringify(key.record, null, 2)}\n`);
    writeFileSync(path.join(folder, 'provider-private.pem'), key.privateKey);
    chmodSync(path.join(folder, 'provider-private.pem'), 0o600);
    console.log(`Wrote a ${provider.name} staging key (selector ${STAGING_SELECTOR}) to ${folder}.`);
    console.log('On the staging API processes only, set and restart:');
    console.log(`  DEPLOYMENT=staging`);
    console.log(`  STAGING_PROVIDER_KEY=${path.resolve(folder, 'provider-key.json')}`);
    console.log('Production refuses STAGING_PROVIDER_KEY (it trusts DNS alone). Keep provider-private.pem with you.');
    return;
  }
  if (command === 'booking') {
    const privateKey = readFileSync(path.join(required('keys'), 'provider-private.pem'), 'utf8');
    const server = required('server').replace(/\/+$/, '');
    const event = await eventSoldOn(server, provider.dkimDomains[0], values.event, 'Check --server (the staging site, e.g. https://staging.example.in).');
    const to = required('to');
    const { raw, booking } = await buildSignedBooking({ provider, event, to, key: { selector: STAGING_SELECTOR, privateKey } });
    const file = required('out');
    writeFileSync(file, raw);
    console.log(`Wrote ${file}: ${provider.name} booking ${booking.bookingId} for event #${event.concertId} ${event.concertName}, ${booking.quantity} × '${booking.seat}', ₹${booking.amountPaid}, to ${to}.`);
    console.log(`Now, from ${to}'s own mailbox, send ${path.basename(file)} as an attachment to the staging verification mailbox,`);
    console.log(`and press "I've forwarded the email" for event #${event.concertId} on ${server}, signed in as the account that proved ${to}.`);
    return;
  }
  throw new Error(
    'Usage: npm run staging:check -- keys --provider <provider> --out <folder>\n' +
      '       npm run staging:check -- booking --keys <folder> --provider <provider> --to <seller address> --server <staging URL> [--event <id>] --out <file.eml>',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
