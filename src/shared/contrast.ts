/** WCAG 2.1 colour contrast, for colours written as #rgb or #rrggbb (what the theme and the artwork use). */

type Rgb = number[];

function channels(colour: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex === undefined) throw new Error(`Expected #rgb or #rrggbb, got ${colour}`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance: sRGB channels linearised, then weighted. */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = channels(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (lighter + 0.05) / (darker + 0.05), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** `top` at `opacity` over `bottom`, blended per sRGB channel as browsers and librsvg composite. */
export function composite(top: string, opacity: number, bottom: string): string {
  const [t, b] = [channels(top), channels(bottom)];
  return toHex(b.map((channel, i) => channel + (t[i] - channel) * opacity));
}

/** The colours a two-stop linear gradient passes through (sRGB interpolation, as SVG and CSS draw it), stops included. */
export function gradientColours(from: string, to: string, steps = 32): string[] {
  return Array.from({ length: steps + 1 }, (_, i) => composite(to, i / steps, from));
}

/** WCAG's large text: at least 24 px, or at least 18.66 px (14 pt) in bold. */
export function isLargeText(sizePx: number, fontWeight: number): boolean {
  return sizePx >= 24 || (sizePx >= 18.66 && fontWeight >= 700);
}

/** AA's minimum for text: 4.5:1, or 3:1 for large text. */
export function minimumTextContrast(sizePx: number, fontWeight: number): number {
  return isLargeText(sizePx, fontWeight) ? 3 : 4.5;
}
