import { SUPPORT_EMAIL } from '../../../shared/brand';
import { formatEventDay } from '../../../shared/format';
import type { Db } from '../../db/database';
import { insertJob } from '../../db/repositories/jobs.repo';
import type { JobHandler } from '../../jobs/jobTypes';
import type { EmailMessage, EmailSender } from '../senders/senders';

export const LISTING_HIDDEN_MAIL_JOB = 'listing-hidden-mail';

export interface ListingHiddenMailDeps {
  email: EmailSender;
  publicUrl: string;
}

/**
 * Called in the transaction that hides the listing: the seller hears of it only if the hiding commits, from
 * whichever process runs jobs. Keyed by the listing and the moment, so hiding it again later mails again.
 */
export async function enqueueListingHiddenMail(db: Db, listingId: number, now: Date): Promise<void> {
  await insertJob(db, { kind: LISTING_HIDDEN_MAIL_JOB, key: `${LISTING_HIDDEN_MAIL_JOB}:${listingId}:${now.getTime()}`, payload: { listingId }, runAt: now });
}

interface HiddenListing {
  email: string;
  name: string | null;
  eventName: string;
  eventDate: Date;
  reason: string;
}

export function listingHiddenMessage(listing: HiddenListing, publicUrl: string): EmailMessage {
  return {
    to: listing.email,
    subject: `Your listing for ${listing.eventName} is hidden`,
    text: [
      `Hello${listing.name === null ? '' : ` ${listing.name}`},`,
      '',
      `Our operators have taken your listing for ${listing.eventName} (${formatEventDay(listing.eventDate.toISOString())}) off the marketplace. Buyers no longer see it.`,
      '',
      `Reason: ${listing.reason}`,
      '',
      `You can see it in My Listings: ${publicUrl}/profile`,
      '',
      `If you think this is a mistake, write to ${SUPPORT_EMAIL}.`,
    ].join('\n'),
  };
}

/** The job: mails the seller while the listing is still hidden by an operator (a listing restored since stays quiet). */
export function listingHiddenMailHandlers(deps: ListingHiddenMailDeps): Record<string, JobHandler> {
  return {
    [LISTING_HIDDEN_MAIL_JOB]: async (payload, { db }) => {
      const { listingId } = payload as { listingId: number };
      const row = await db
        .selectFrom('ticket_listings as l')
        .innerJoin('users as u', 'u.id', 'l.seller_id')
        .innerJoin('concerts as c', 'c.id', 'l.concert_id')
        .select(['u.email', 'u.name', 'c.name as eventName', 'c.date as eventDate', 'l.hidden_reason as reason'])
        .where('l.id', '=', listingId)
        .where('l.hidden_cause', '=', 'OPERATOR')
        .executeTakeFirst();
      if (row === undefined || row.reason === null) return;
      await deps.email.sendEmail(listingHiddenMessage({ ...row, reason: row.reason }, deps.publicUrl));
    },
  };
}
