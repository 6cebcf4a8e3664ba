import { ARTWORK_PALETTES } from '../../shared/eventArtwork';
import {
  ARTWORK_SMALLEST_SCALE,
  backgroundsUnder,
  belowAA,
  lineContrasts,
  type Glow,
  type LineContrast,
  type TextOnGradient,
} from '../../shared/testing/artworkContrast';
import { DEMO_CATEGORIES, DEMO_EVENTS } from '../db/seed/demoEvents';
import { sitePreviewSvg } from './previewImages';
import { renderThumbnailSvg } from './thumbnails';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** What an SVG drawing really holds: its gradient stops, its translucent circles, its lines of text. */
function readDrawing(svg: string): { stops: string[]; glows: Glow[]; lines: TextOnGradient[] } {
  const stops = [...svg.matchAll(/<stop [^>]*>/g)].map(([tag]) => attribute(tag, 'stop-color') as string);
  const glows = [...svg.matchAll(/<circle [^>]*>/g)].map(([tag]) => ({
    fill: attribute(tag, 'fill') as string,
    opacity: Number(attribute(tag, 'opacity') ?? 1),
  }));
  const lines = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, tag, text]) => ({
    text,
    fill: attribute(` ${tag}`, 'fill') as string,
    sizePx: Number(attribute(` ${tag}`, 'font-size')),
    fontWeight: Number(attribute(` ${tag}`, 'font-weight') ?? 400),
  }));
  return { stops, glows, lines };
}

/** Every line of the drawing with its worst contrast over every colour under it, judged at `scale` of its size. */
function walk(svg: string, scale: number): LineContrast[] {
  const { stops, glows, lines } = readDrawing(svg);
  expect(stops.length).toBeGreaterThanOrEqual(2);
  return lineContrasts(lines, backgroundsUnder(stops, glows), scale);
}

describe('text in the drawn artwork (WCAG 2.1 AA)', () => {
  it('every line of every demo event’s thumbnail reads over every colour under it', () => {
    const lines = DEMO_EVENTS.flatMap((event, index) =>
      walk(renderThumbnailSvg({ id: index + 1, name: event.name, city: event.city, categoryTitle: event.category }), ARTWORK_SMALLEST_SCALE),
    );
    // 209 lines (56 events); 149 of them were under AA before the palettes changed.
    expect(lines).toHaveLength(209);
    expect(belowAA(lines)).toEqual([]);
  });

  it.each(ARTWORK_PALETTES.map((_stops, index) => index))('palette %i: each category, a long title and the city', (id) => {
    for (const categoryTitle of DEMO_CATEGORIES) {
      const svg = renderThumbnailSvg({ id, name: 'A Very Long Event Name That Wraps Under The Circle', city: 'Thiruvananthapuram', categoryTitle });
      expect(readDrawing(svg).stops).toEqual([...ARTWORK_PALETTES[id]]);
      const lines = walk(svg, ARTWORK_SMALLEST_SCALE);
      expect(lines.map((line) => line.text)).toEqual([
        categoryTitle.toUpperCase(),
        'A Very Long Event Name',
        'That Wraps Under The',
        'Circle',
        'Thiruvananthapuram',
      ]);
      expect(belowAA(lines)).toEqual([]);
    }
  });

  it("the site's own preview card reads at the size chat apps show it (about a third)", () => {
    const lines = walk(sitePreviewSvg(), 1 / 3);
    expect(lines).toHaveLength(3);
    expect(belowAA(lines)).toEqual([]);
  });

  it('finds a line that fails: the walker is not blind', () => {
    const svg = renderThumbnailSvg({ id: 0, name: 'Mughal-e-Azam: The Musical', city: 'Mumbai', categoryTitle: 'Theatre' }).replace(
      /stop-color="[^"]*"\/><stop offset="1" stop-color="[^"]*"/,
      'stop-color="#551494"/><stop offset="1" stop-color="#F8F1FF"',
    );
    expect(belowAA(walk(svg, ARTWORK_SMALLEST_SCALE)).map((line) => line.text)).toEqual(['THEATRE', 'Mughal-e-Azam: The', 'Musical', 'Mumbai']);
  });
});
