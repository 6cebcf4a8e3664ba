import { decomposeColor } from '@mui/material/styles';
import { brand, theme } from './theme';

/** WCAG 2.1 relative luminance of an opaque colour (sRGB channels linearised, then weighted). */
function relativeLuminance(colour: string): number {
  // MUI's parser reads the palette's forms (#fff, #rrggbb, rgb()); the formula below is WCAG's own.
  const { type, values } = decomposeColor(colour);
  if (!type.startsWith('rgb') || (values.length > 3 && values[3] !== 1)) throw new Error(`Expected an opaque RGB colour, got ${colour}`);
  const [r, g, b] = values.slice(0, 3).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio: (lighter + 0.05) / (darker + 0.05), from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

describe('contrastRatio', () => {
  it('matches the published extremes and known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The faults the accessibility audit reported, measured the same way.
    expect(contrastRatio('#ffffff', '#FF6D00')).toBeCloseTo(2.82, 2);
    expect(contrastRatio('#757575', '#fdede1')).toBeCloseTo(4.03, 2);
  });
});

describe('theme contrast (WCAG 2.1 AA, 4.5:1 for body text)', () => {
  const { palette } = theme;
  const white = palette.common.white;
  const surfaces = {
    'the page': palette.background.default,
    'a card': palette.background.paper,
    'the purple tint': palette.primary.light,
    'the orange tint': palette.secondary.light,
  };

  const pairs: Array<[string, string, string]> = [
    ...Object.entries(surfaces).flatMap(([name, surface]): Array<[string, string, string]> => [
      [`primary text on ${name}`, palette.text.primary, surface],
      [`secondary text on ${name}`, palette.text.secondary, surface],
      [`purple text on ${name}`, palette.primary.main, surface],
      [`orange text on ${name}`, palette.secondary.main, surface],
    ]),
    ['a primary button label', palette.primary.contrastText, palette.primary.main],
    ['a secondary button label', palette.secondary.contrastText, palette.secondary.main],
    ['a secondary button label while hovered', palette.secondary.contrastText, palette.secondary.dark],
    ['the white button label', palette.primary.main, white],
    ['the tinted line on a purple section', palette.primary.light, palette.primary.main],
    ['the footer text', palette.grey[300], palette.grey[800]],
  ];

  it.each(pairs)('%s is at least 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brand hues: the bright orange stays for fills, only text and buttons take the darker one', () => {
    expect(brand.orange).toBe('#FF6D00');
    expect(brand.purple).toBe('#551494');
    expect(contrastRatio(white, brand.orange)).toBeLessThan(4.5);
  });
});
