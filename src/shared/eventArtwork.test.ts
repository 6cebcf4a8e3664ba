import { contrastRatio } from './contrast';
import { ARTWORK_GLOW, ARTWORK_PALETTES, ARTWORK_TEXT, artworkPalette } from './eventArtwork';
import { ARTWORK_SMALLEST_SCALE, backgroundsUnder, belowAA, lineContrasts } from './testing/artworkContrast';

const styles = Object.entries(ARTWORK_TEXT).map(([role, style]) => ({ text: role, ...style }));

describe('the artwork colours (WCAG 2.1 AA)', () => {
  it.each(ARTWORK_PALETTES.map((stops, index) => [index, stops[0], stops[1]]))(
    'palette %i (%s to %s): every text style reads over every colour of the gradient, under the circle too',
    (_index, from, to) => {
      const lines = lineContrasts(styles, backgroundsUnder([from, to], [ARTWORK_GLOW]), ARTWORK_SMALLEST_SCALE);
      expect(belowAA(lines)).toEqual([]);
      // Seen at its smallest, no line counts as large text: each needs 4.5:1.
      expect(lines.map((line) => line.required)).toEqual([4.5, 4.5, 4.5]);
    },
  );

  it('judges the lines under the circle as well as on the bare gradient', () => {
    // The theme's text orange (#B24C00) holds the tinted category at 4.68:1 bare, 4.07:1 under the circle.
    const category = [{ text: 'THEATRE', ...ARTWORK_TEXT.category }];
    const [bare] = lineContrasts(category, backgroundsUnder(['#551494', '#B24C00'], []), 1);
    const [underCircle] = lineContrasts(category, backgroundsUnder(['#551494', '#B24C00'], [ARTWORK_GLOW]), 1);
    expect(bare.worst).toBeCloseTo(4.68, 2);
    expect(underCircle.worst).toBeCloseTo(4.07, 2);
    // The old palette's lavender stop: the 1.01:1 the audit reported.
    const [old] = lineContrasts(category, backgroundsUnder(['#551494', '#F8F1FF'], [ARTWORK_GLOW]), 1);
    expect(old.worst).toBeCloseTo(1.01, 2);
  });

  it('keeps the brand: purple in every palette, the deep orange in two', () => {
    expect(ARTWORK_PALETTES.every((stops) => stops.some((stop) => ['#551494', '#3a0d66'].includes(stop)))).toBe(true);
    expect(ARTWORK_PALETTES.filter((stops) => stops.includes('#9E4300'))).toHaveLength(2);
    // The deep orange is the brand hue (#FF6D00 is 255:109:0), darkened.
    expect(0x43 / 0x9e).toBeCloseTo(109 / 255, 2);
    expect(contrastRatio('#ffffff', '#9E4300')).toBeGreaterThan(4.5);
  });

  it('gives neighbouring events different palettes', () => {
    expect(new Set([1, 2, 3, 4, 5].map((id) => artworkPalette(id).join()))).toHaveProperty('size', 5);
  });
});
