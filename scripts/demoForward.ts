/**
 * npm run demo:forward -- --provider bookmyshow --from you@example.com [--to verify@localhost] [--event <id>]
 *   [--port 2525] [--host 127.0.0.1] [--server http://localhost:8080]
 * Forwards a signed booking e-mail for a seeded event to the local verification mailbox, as a seller would.
 */
import { parseArgs } from 'node:util';
import { createTransport } from 'nodemailer';
import type { Concert, PagedResponse } from '../src/shared/entities';
import { PROVIDERS } from '../src/shared/providers';
import { buildDemoForward, providerNamed } from '../src/server/mailbox/demoForward';

const { values } = parseArgs({
  options: {
    provider: { type: 'string', default: 'bookmyshow' },
    from: { type: 'string' },
    to: { type: 'string', default: 'verify@localhost' },
    event: { type: 'string' },
    port: { type: 'string', default: '2525' },
    host: { type: 'string', default: '127.0.0.1' },
    server: { type: 'string', default: 'http://localhost:8080' },
  },
});

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The chosen event, or the first upcoming one sold on the provider's site. */
async function findEvent(domain: string): Promise<Concert> {
  if (values.event !== undefined) return getJson<Concert>(`${values.server}/api/concerts/${encodeURIComponent(values.event)}`);
  const page = await getJson<PagedResponse<Concert>>(`${values.server}/api/concerts?pageSize=100`);
  const event = page.content.find((c) => c.expectedDkimDomain === domain);
  if (!event) throw new Error(`no upcoming event sold on ${domain}: pass --event <id>`);
  return event;
}

async function main(): Promise<void> {
  const provider = providerNamed(values.provider ?? '');
  if (!provider) throw new Error(`--provider must be one of ${PROVIDERS.map((p) => p.key).join(', ')}`);
  if (!values.from) throw new Error('--from <your account e-mail> is required: the booking is addressed to it and forwarded from it');
  const event = await findEvent(provider.domain);
  if (event.expectedDkimDomain !== provider.domain) {
    throw new Error(`event ${event.concertId} is sold on ${event.expectedDkimDomain}, not ${provider.domain}`);
  }
  const { raw, booking } = await buildDemoForward({ provider: provider.key, event, from: values.from, to: values.to ?? '' });
  const transport = createTransport({ host: values.host, port: Number(values.port), secure: false, ignoreTLS: true });
  const info = await transport.sendMail({ envelope: { from: values.from, to: values.to }, raw });
  console.log(`Sent a ${provider.name} booking e-mail, forwarded as an attachment, to ${values.to} (${info.response}):`);
  console.log(`  event     #${event.concertId} ${booking.eventName}, ${new Date(booking.eventDate).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })}`);
  console.log(`  booking   ${booking.bookingId}: ${booking.quantity} × '${booking.seat}', ₹${booking.amountPaid} paid`);
  console.log(`  from/to   ${values.from} (the seller)`);
  console.log(`Now click Verify in the sell wizard for event #${event.concertId}, with ${values.from} as the sender e-mail.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
