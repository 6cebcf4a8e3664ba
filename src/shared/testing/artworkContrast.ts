import { composite, contrastRatio, gradientColours, minimumTextContrast } from '../contrast';

/**
 * The smallest an event's artwork is shown with its text: a card in a phone's carousel, 80% of a 390 px screen's
 * content (about 286 px of the 640 px drawing). Text is judged at the size it is seen, so the 40 px bold title,
 * 18 px there, is not large text and needs 4.5:1 like the rest.
 */
export const ARTWORK_SMALLEST_SCALE = 0.45;

/** A translucent shape over the gradient (the artwork's light circle). */
export interface Glow {
  fill: string;
  opacity: number;
}

export interface TextOnGradient {
  text: string;
  fill: string;
  sizePx: number;
  fontWeight: number;
}

export interface LineContrast extends TextOnGradient {
  /** The lowest ratio over every colour the line may sit on. */
  worst: number;
  required: number;
}

/** Every colour under a line: each colour of the gradient, bare and under each glow (a line may run under one). */
export function backgroundsUnder(stops: readonly string[], glows: readonly Glow[]): string[] {
  const gradient = stops.slice(1).flatMap((to, i) => gradientColours(stops[i], to));
  return [...gradient, ...glows.flatMap((glow) => gradient.map((colour) => composite(glow.fill, glow.opacity, colour)))];
}

/** Each line's worst contrast over the backgrounds, and what AA asks of it at `scale` of its drawn size. */
export function lineContrasts(lines: readonly TextOnGradient[], backgrounds: readonly string[], scale: number): LineContrast[] {
  return lines.map((line) => ({
    ...line,
    worst: Math.min(...backgrounds.map((background) => contrastRatio(line.fill, background))),
    required: minimumTextContrast(line.sizePx * scale, line.fontWeight),
  }));
}

export const belowAA = (lines: readonly LineContrast[]) => lines.filter((line) => line.worst < line.required);
