import type { Db } from '../db/database';
import { findCategoryById } from '../db/repositories/categories.repo';
import { findConcertById } from '../db/repositories/concerts.repo';

/** Small generated event artwork, so the demo needs no network and no image files. */

export interface ThumbnailInput {
  id: number;
  name: string;
  city: string;
  categoryTitle: string;
}

const PALETTES = [
  ['#551494', '#FF6D00'],
  ['#3a0d66', '#b33c9a'],
  ['#551494', '#F8F1FF'],
  ['#FF6D00', '#551494'],
  ['#212121', '#551494'],
] as const;

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

export function renderThumbnailSvg(input: ThumbnailInput): string {
  const [from, to] = PALETTES[input.id % PALETTES.length];
  const angle = (input.id * 47) % 360;
  const title = wrap(input.name, 22)
    .map((line, i) => `<text x="40" y="${200 + i * 46}" class="t">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<style>.c{font:600 22px sans-serif;fill:#fdede1;letter-spacing:3px}.t{font:700 40px sans-serif;fill:#fff}.p{font:400 22px sans-serif;fill:#F8F1FF}</style></defs>
<rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="70" r="120" fill="#fff" opacity="0.08"/>
<text x="40" y="70" class="c">${escapeXml(input.categoryTitle.toUpperCase())}</text>${title}
<text x="40" y="330" class="p">${escapeXml(input.city)}</text></svg>`;
}

/** The artwork of one event, or null when there is no such event. */
export async function eventThumbnailSvg(db: Db, concertId: number): Promise<string | null> {
  const concert = await findConcertById(db, concertId);
  if (concert === undefined) return null;
  const category = await findCategoryById(db, concert.category_id);
  return renderThumbnailSvg({ id: concert.id, name: concert.name, city: concert.city, categoryTitle: category?.title ?? 'Live' });
}
