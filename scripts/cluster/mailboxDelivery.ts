import { createTransport } from 'nodemailer';
import { upcomingConcerts } from '../../e2e/support/seed';
import type { Concert } from '../../src/shared/entities';
import { apiCall, expectStatus } from './apiCall';
import type { Cluster } from './cluster';

/** Where sellers forward booking e-mails, as the API tells them. */
export async function verificationMailbox(cluster: Cluster): Promise<string> {
  return expectStatus(await apiCall<{ address: string }>(cluster.origin, '/api/verification-mailbox'), 200, 'GET /api/verification-mailbox').address;
}

/** The seeded upcoming events sold on `domain` (the demo data the API processes seeded). */
export async function upcomingEventsOf(cluster: Cluster, domain: string): Promise<Concert[]> {
  const events = (await upcomingConcerts(cluster.origin)).content.filter((event) => event.expectedDkimDomain === domain);
  if (events.length === 0) throw new Error(`no upcoming event sold on ${domain} in the seeded catalogue`);
  return events;
}

/**
 * Sends `raw` over SMTP to the mailbox process, as the seller's mail provider would forward it, and resolves
 * when the mailbox has accepted it (its 250 to the message), with performance.now() of that moment.
 */
export async function deliverToMailbox(cluster: Cluster, raw: Buffer, from: string, to: string): Promise<number> {
  const transport = createTransport({ host: '127.0.0.1', port: cluster.mailbox.smtpPort, secure: false, ignoreTLS: true });
  try {
    const info = await transport.sendMail({ envelope: { from, to }, raw });
    const acceptedAt = performance.now();
    if (!info.accepted.includes(to)) throw new Error(`the mailbox did not accept the forward to ${to}: ${info.response}`);
    return acceptedAt;
  } finally {
    transport.close();
  }
}
