/**
 * The colours of an event's generated artwork: the server draws it (thumbnails, link previews), the client paints the
 * same gradient where an event has no image. Every line of text must stay readable (WCAG AA) over every colour of
 * every gradient, the light circle included; eventArtwork.test.ts walks them all. How they were chosen:
 * docs/decisions/artwork-contrast.md.
 */

export interface ArtworkText {
  fill: string;
  sizePx: number;
  fontWeight: number;
}

/** The brand's deep orange: #FF6D00's hue at 62% of its value, the lightest that keeps the tinted text at 4.5:1 under the circle. */
const DEEP_ORANGE = '#9E4300';
const PURPLE = '#551494';

/** Two gradient stops each; an event takes one by its id, so neighbours in a grid differ. */
export const ARTWORK_PALETTES: ReadonlyArray<readonly [from: string, to: string]> = [
  [PURPLE, DEEP_ORANGE],
  ['#3a0d66', '#a0348a'],
  [PURPLE, '#8131c9'],
  [DEEP_ORANGE, PURPLE],
  ['#212121', PURPLE],
];

export const ARTWORK_TEXT = {
  /** The category, in capitals: the brand's orange tint. */
  category: { fill: '#fdede1', sizePx: 22, fontWeight: 600 },
  title: { fill: '#ffffff', sizePx: 40, fontWeight: 700 },
  /** The city: the brand's purple tint. */
  city: { fill: '#f8f1ff', sizePx: 22, fontWeight: 400 },
} as const satisfies Record<string, ArtworkText>;

/** The light circle in the top corner; a long title or category runs under it. */
export const ARTWORK_GLOW = { fill: '#ffffff', opacity: 0.08 } as const;

/** An event's palette by its id (a positive whole number). */
export function artworkPalette(id: number): readonly [string, string] {
  return ARTWORK_PALETTES[id % ARTWORK_PALETTES.length];
}
