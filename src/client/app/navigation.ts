import { newTabProps } from './links';
import { paths } from './paths';
import { scrollBehavior } from './reducedMotion';

export { eventPath } from '../../shared/slug';

/** The search page's query parameter: the keyword searched for. */
export const SEARCH_QUERY_PARAM = 'q';

/** The search page, showing the results for `keyword` when there is one. */
export function searchPath(keyword = ''): string {
  const trimmed = keyword.trim();
  return trimmed === '' ? paths.search : `${paths.search}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: trimmed }).toString()}`;
}

/** SPEC §2: how long scrollToElement waits, so the element exists after a route change or a render. */
export const SCROLL_DELAY_MS = 100;

export interface MailtoOptions {
  subject?: string;
  body?: string;
}

/** A `mailto:` address with an optional subject and body, each percent-encoded. */
export function mailtoHref(to: string, { subject, body }: MailtoOptions = {}): string {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body)}` : '',
  ].filter(Boolean);
  return `mailto:${to}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** A `tel:` link: the digits and a leading plus only. */
export function telHref(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return `tel:${plus}${trimmed.replace(/\D/g, '')}`;
}

/** Opens an address outside the site in a new tab without an opener. */
export function openExternal(url: string, win: Pick<Window, 'open'> = window): void {
  win.open(url, newTabProps.target, 'noopener,noreferrer');
}

/** Scrolls to the element with `id` after SCROLL_DELAY_MS (smoothly unless less motion is asked for); returns a cancel function. */
export function scrollToElement(id: string, doc: Document = document): () => void {
  const timer = setTimeout(() => {
    doc.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(doc.defaultView ?? undefined), block: 'start' });
  }, SCROLL_DELAY_MS);
  return () => clearTimeout(timer);
}
