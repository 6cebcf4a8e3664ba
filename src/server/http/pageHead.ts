import { APP_NAME } from '../../shared/brand';
import type { PageMeta } from '../../shared/pageMeta';

/** The picture a link preview shows: a path this server answers, its size and what it shows. */
export interface PreviewImage {
  path: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

/** A page's head: its title and description, and for a page worth sharing its address and preview picture. */
export interface PageHead extends PageMeta {
  /** The page's own path (canonical URL and og:url); absent for a page that is not shared, such as 'not found'. */
  path?: string;
  image?: PreviewImage;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute: event names are whatever an organiser typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const metaProperty = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;

/** Open Graph and Twitter card tags: what WhatsApp, Facebook, X, Slack and the rest show for a shared link. */
function previewTags(head: PageHead, url: string, publicUrl: string): string[] {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    metaProperty('og:site_name', APP_NAME),
    metaProperty('og:type', 'website'),
    metaProperty('og:locale', 'en_IN'),
    metaProperty('og:title', head.title),
    metaProperty('og:description', head.description),
    metaProperty('og:url', url),
  ];
  const { image } = head;
  if (image === undefined) return [...tags, metaName('twitter:card', 'summary')];
  const imageUrl = publicUrl + image.path;
  return [
    ...tags,
    metaProperty('og:image', imageUrl),
    metaProperty('og:image:type', image.type),
    metaProperty('og:image:width', String(image.width)),
    metaProperty('og:image:height', String(image.height)),
    metaProperty('og:image:alt', image.alt),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', head.title),
    metaName('twitter:description', head.description),
    metaName('twitter:image', imageUrl),
    metaName('twitter:image:alt', image.alt),
  ];
}

/** The head's tags, every value escaped; publicUrl (PUBLIC_URL, no trailing slash) makes the addresses absolute. */
export function headTags(head: PageHead, publicUrl: string): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, metaName('description', head.description)];
  if (head.path !== undefined) tags.push(...previewTags(head, publicUrl + head.path, publicUrl));
  return tags.join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
/** index.html's own description, quoted or not (the production build minifies the page). */
const DESCRIPTION = /<meta\s[^>]*\bname=["']?description["']?[^>]*>/;

/** The page with its title and description replaced by the head's tags (in the title's place). */
export function withHead(html: string, head: PageHead, publicUrl: string): string {
  const tags = headTags(head, publicUrl);
  const page = html.replace(DESCRIPTION, '');
  return TITLE.test(page) ? page.replace(TITLE, () => tags) : page.replace('</head>', () => `${tags}</head>`);
}
