/**
 * npm run demo:forward -- --provider bookmyshow --from you@example.com [--to verify@localhost] [--event <id>]
 *   [--port $MAILBOX_SMTP_PORT or 2525] [--host 127.0.0.1] [--server http://localhost:$PORT or 8080]
 * Forwards a signed booking e-mail for a seeded event to the local verification mailbox, as a seller would: written
 * from the provider's current definition, which the server gives (any enabled provider, one an operator added too).
 * It reads the same PORT and MAILBOX_SMTP_PORT as the server, so one environment serves both.
 */
import { parseArgs } from 'node:util';
import { createTransport } from 'nodemailer';
import { buildDemoForward } from '../src/server/mailbox/demoForward';
import { eventSoldOn, providerFromServer } from './serverEvents';

const { values } = parseArgs({
  options: {
    provider: { type: 'string', default: 'bookmyshow' },
    from: { type: 'string' },
    to: { type: 'string', default: 'verify@localhost' },
    event: { type: 'string' },
    port: { type: 'string', default: process.env.MAILBOX_SMTP_PORT || '2525' },
    host: { type: 'string', default: '127.0.0.1' },
    server: { type: 'string', default: `http://localhost:${process.env.PORT || '8080'}` },
  },
});

const SERVER_HINT = 'Start it with npm start, or say where it listens: PORT=<port> or --server <url>.';

async function main(): Promise<void> {
  if (!values.from) throw new Error('--from <your account e-mail> is required: the booking is addressed to it and forwarded from it');
  const provider = await providerFromServer(values.server ?? '', values.provider ?? '', SERVER_HINT);
  const event = await eventSoldOn(values.server ?? '', provider.dkimDomains[0], values.event, SERVER_HINT);
  const { raw, booking } = await buildDemoForward({ provider, event, from: values.from, to: values.to ?? '' });
  const transport = createTransport({ host: values.host, port: Number(values.port), secure: false, ignoreTLS: true });
  const info = await transport.sendMail({ envelope: { from: values.from, to: values.to }, raw }).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code !== 'ESOCKET' && code !== 'ECONNECTION' && code !== 'ETIMEDOUT') throw error;
    // Said instead of a bare ECONNREFUSED: what could not be reached, and what to set.
    throw new Error(
      `The verification mailbox is not reachable at ${values.host}:${values.port} (${(error as Error).message}). It runs inside npm start (MAILBOX_MODE=embedded) or as npm run mailbox; say where it listens: MAILBOX_SMTP_PORT=<port> or --port <port>.`,
    );
  });
  console.log(`Sent a ${provider.name} booking e-mail, forwarded as an attachment, to ${values.to} (${info.response}):`);
  console.log(`  event     #${event.concertId} ${booking.eventName}, ${new Date(booking.eventDate).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })}`);
  console.log(`  booking   ${booking.bookingId}: ${booking.quantity} × '${booking.seat}', ₹${booking.amountPaid} paid`);
  console.log(`  from/to   ${values.from} (the seller)`);
  console.log(`Now press 'I've forwarded the email' in the sell wizard for event #${event.concertId}, with ${values.from} as the sender e-mail.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
