import { claimLowestPriceAlert } from '../../db/repositories/alerts.repo';
import { findConcertCard } from '../../db/repositories/concerts.repo';
import { insertJob } from '../../db/repositories/jobs.repo';
import type { JobHandler } from '../../jobs/jobTypes';
import { LOWEST_PRICE_JOB, sendAlert, sendsFor, type AlertDeps, type AlertSend } from './alertJobs';
import { emailLowestPrice, pushLowestPrice } from './alertMessage';

export const SEND_LOWEST_PRICE_JOB = 'send-lowest-price';
/** At most one 'new lowest price' alert per event in this long. */
export const LOWEST_PRICE_ALERT_EVERY_MS = 24 * 60 * 60 * 1000;

interface LowestPriceDrop {
  concertId: number;
  sellerId: number;
  /** The event's lowest price before the edit. */
  before: number;
}

interface SendLowestPrice extends AlertSend {
  concertId: number;
  sellerId: number;
}

/**
 * 'New lowest price' for those who asked about the event (listingDetailsSaved queues the check). It goes out only if
 * the drop still stands when the job runs, and claims the event's day first, so a seller nudging a price down all
 * afternoon alerts once. Each recipient is one keyed send, named by the claim's time, so retries send nobody twice.
 */
export function lowestPriceJobHandlers(deps: AlertDeps): Record<string, JobHandler> {
  return {
    [LOWEST_PRICE_JOB]: async (payload, { db, log, now }) => {
      const drop = payload as LowestPriceDrop;
      const concert = await findConcertCard(db, drop.concertId);
      const lowest = concert?.lowest_price == null ? null : Number(concert.lowest_price);
      if (lowest === null || lowest >= drop.before) return;
      if (!(await claimLowestPriceAlert(db, drop.concertId, lowest, now, new Date(now.getTime() - LOWEST_PRICE_ALERT_EVERY_MS)))) return;
      const sends = await sendsFor(db, drop.concertId, drop.sellerId);
      for (const send of sends) {
        const key = `${SEND_LOWEST_PRICE_JOB}:${drop.concertId}:${now.getTime()}:${send.channel}:${send.recipient}`;
        await insertJob(db, { kind: SEND_LOWEST_PRICE_JOB, key, payload: { concertId: drop.concertId, sellerId: drop.sellerId, ...send }, runAt: now });
      }
      log.info({ concertId: drop.concertId, lowest, sends: sends.length }, 'alerts: new lowest price queued');
    },

    [SEND_LOWEST_PRICE_JOB]: async (payload, { db, log }) => {
      const send = payload as SendLowestPrice;
      const concert = await findConcertCard(db, send.concertId);
      if (concert?.lowest_price == null) return;
      // Names the lowest price as it stands now.
      await sendAlert(deps, db, log, send, send, { push: pushLowestPrice(concert), email: (to, links) => emailLowestPrice(concert, to, links) });
    },
  };
}
