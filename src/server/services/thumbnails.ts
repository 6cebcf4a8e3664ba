import type { Db } from '../db/database';
import { findCategoryById } from '../db/repositories/categories.repo';
import { findConcertById } from '../db/repositories/concerts.repo';
import { ARTWORK_GLOW, ARTWORK_TEXT, artworkPalette, type ArtworkText } from '../../shared/eventArtwork';

/** Small generated event artwork, so the demo needs no network and no image files. */

export interface ThumbnailInput {
  id: number;
  name: string;
  city: string;
  categoryTitle: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Breaks a title into at most three lines of about `width` characters, ending in … when cut. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= 3) return lines;
  return [...lines.slice(0, 2), `${lines[2].slice(0, width - 1)}…`];
}

/** A line of text in one of the artwork's styles (colours and sizes from the shared spec, which the contrast test walks). */
function textLine(y: number, style: ArtworkText, text: string, extra = ''): string {
  return `<text x="40" y="${y}" font-family="sans-serif" font-size="${style.sizePx}" font-weight="${style.fontWeight}" fill="${style.fill}"${extra}>${escapeXml(text)}</text>`;
}

export function renderThumbnailSvg(input: ThumbnailInput): string {
  const [from, to] = artworkPalette(input.id);
  const angle = (input.id * 47) % 360;
  const title = wrap(input.name, 22)
    .map((line, i) => textLine(200 + i * 46, ARTWORK_TEXT.title, line))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="70" r="120" fill="${ARTWORK_GLOW.fill}" opacity="${ARTWORK_GLOW.opacity}"/>
${textLine(70, ARTWORK_TEXT.category, input.categoryTitle.toUpperCase(), ' letter-spacing="3"')}${title}
${textLine(330, ARTWORK_TEXT.city, input.city)}</svg>`;
}

/** The artwork of one event, or null when there is no such event. */
export async function eventThumbnailSvg(db: Db, concertId: number): Promise<string | null> {
  const concert = await findConcertById(db, concertId);
  if (concert === undefined) return null;
  const category = await findCategoryById(db, concert.category_id);
  return renderThumbnailSvg({ id: concert.id, name: concert.name, city: concert.city, categoryTitle: category?.title ?? 'Live' });
}
