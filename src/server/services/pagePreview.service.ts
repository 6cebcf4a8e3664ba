import { EVENT_NOT_FOUND_META, eventMeta, HOME_META, TERMS_META } from '../../shared/pageMeta';
import { eventPath } from '../../shared/slug';
import type { Db } from '../db/database';
import { findConcertCard } from '../db/repositories/concerts.repo';
import type { PageHead, PreviewImage } from '../http/pageHead';
import { toConcert } from './catalogue.service';
import {
  eventPreviewImagePath,
  PREVIEW_IMAGE_SIZE,
  PREVIEW_IMAGE_TYPE,
  SITE_PREVIEW_IMAGE_PATH,
} from './previewImages';

/** The head a page's HTML carries for any visitor, and the status it is answered with. */
export interface PagePreview {
  head: PageHead;
  status: 200 | 404;
}

const SITE_IMAGE: PreviewImage = {
  path: SITE_PREVIEW_IMAGE_PATH,
  type: PREVIEW_IMAGE_TYPE,
  ...PREVIEW_IMAGE_SIZE,
  alt: 'FanTickets: verified fan-to-fan tickets in India',
};

/** /events/{slug}/{id}: the slug is decoration, the id names the event (SPEC §2). */
const EVENT_PAGE = /^\/events\/[^/]+\/([^/]+)$/;
/** The ids the database holds (idParams in schemas/common.ts); anything else names no event. */
const EVENT_ID = /^[1-9]\d{0,8}$/;

async function eventPreview(db: Db, rawId: string): Promise<PagePreview> {
  const row = EVENT_ID.test(rawId) ? await findConcertCard(db, Number(rawId)) : undefined;
  if (row === undefined) return { status: 404, head: EVENT_NOT_FOUND_META };
  const concert = toConcert(row);
  return {
    status: 200,
    head: {
      ...eventMeta(concert),
      // The one address of the event, whatever slug the shared link carried.
      path: eventPath(concert.concertId, concert.concertName),
      image: {
        path: eventPreviewImagePath(concert.concertId),
        type: PREVIEW_IMAGE_TYPE,
        ...PREVIEW_IMAGE_SIZE,
        alt: concert.concertName,
      },
    },
  };
}

/**
 * The pages a link to which is worth a preview: the landing page, the terms and every event. A link-preview crawler
 * is never signed in, so an event's head is the same for everyone even though its page asks a stranger to sign in
 * (SPEC §6); it says nothing a visitor could not read from the public event API. Other pages: null.
 */
export async function pagePreview(db: Db, url: string): Promise<PagePreview | null> {
  const pathname = url.split('?')[0].replace(/(.)\/+$/, '$1');
  if (pathname === '/') return { status: 200, head: { ...HOME_META, path: '/', image: SITE_IMAGE } };
  if (pathname === '/terms') return { status: 200, head: { ...TERMS_META, path: '/terms', image: SITE_IMAGE } };
  const event = EVENT_PAGE.exec(pathname);
  return event === null ? null : eventPreview(db, event[1]);
}
