import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { waitUntil } from './journey';

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];

export interface AxeViolation {
  id: string;
  impact: Impact;
  help: string;
  /** The elements at fault: a CSS path to each, and the start of its markup. */
  nodes: { target: string; html: string }[];
}

/** The two sizes every page is judged at: a laptop and a phone. */
export const VIEWPORTS = {
  1440: { width: 1440, height: 900 },
  390: { width: 390, height: 844 },
} as const;
export type Width = keyof typeof VIEWPORTS;

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (a dialog's name, heading order, landmarks). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

let axeSource: string | undefined;

/** Until the layout has caught up with a change of size: two frames drawn, and every animation that ends has ended. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // A dialog fading in is part-transparent: its text would be judged paler than it is once shown.
  // (Spinners and skeletons pulse for ever: only animations that end are waited for.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * What axe-core finds broken on the page as it is now (inside `scope`, a CSS selector, if given), or null when
 * nothing matches `scope`. axe-core is read from node_modules and run in the page.
 */
export async function axeRun(page: Page, scope?: string): Promise<AxeViolation[] | null> {
  await settled(page);
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') would refuse a script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ context, tags }) => {
      type Result = { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string }[] };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Result[] }> } }).axe;
      if (context !== null && document.querySelector(context) === null) return null;
      const { violations } = await axe.run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return violations.map((v) => ({
        id: v.id,
        impact: (v.impact ?? 'minor') as Impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 120) })),
      }));
    },
    { context: scope ?? null, tags: TAGS },
  );
}

/** A violation as one line: rule, impact, what it asks, and where (the first few elements' paths and markup). */
export function describeViolation(v: AxeViolation, shown = 3): string {
  const where = v.nodes.slice(0, shown).map((n) => `${n.target} ${n.html}`);
  if (v.nodes.length > shown) where.push(`and ${v.nodes.length - shown} more`);
  return `${v.id} (${v.impact}): ${v.help} at ${where.join(' ; ')}`;
}

/** Resizes the page and waits until its layout has followed. */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await settled(page);
}

export interface AccessibleOptions {
  /** The part of the page judged, as a CSS selector (an open dialog: '[role="dialog"]'); the whole page if not given. */
  scope?: string;
  /** 'serious' (the default): no critical or serious violation; 'all': none of any impact. */
  impacts?: 'serious' | 'all';
  /** The widths judged: both unless the state exists at one width only (the phone menu, say). */
  widths?: readonly Width[];
  timeout?: number;
}

/**
 * The page as it is now passes axe at 1440 × 900 and at 390 × 844: at each size it is resized, left to settle and
 * judged again until it passes (so a dialog still fading in or a list still loading is not held against it), or the
 * check fails after `timeout` naming what axe still finds. The page ends at its own size again.
 *
 * Like any check that something is absent, make it once the page shows the state in question, or it may pass
 * on a page that has not drawn it yet.
 */
export async function expectAccessible(page: Page, options: AccessibleOptions = {}): Promise<void> {
  const { scope, impacts = 'serious', widths = [1440, 390], timeout = 15_000 } = options;
  const counted = (v: AxeViolation) => impacts === 'all' || v.impact === 'critical' || v.impact === 'serious';
  const own = page.viewportSize();
  // The page's own width first: it is judged without a change of size.
  const order = [...widths].sort((a, b) => Math.abs(a - (own?.width ?? 0)) - Math.abs(b - (own?.width ?? 0)));
  try {
    for (const width of order) {
      const size = VIEWPORTS[width];
      if (own?.width !== size.width || own.height !== size.height) await resizeTo(page, size);
      await waitUntil(
        `axe (${impacts === 'all' ? 'any impact' : 'serious or critical'}) at ${size.width} × ${size.height} on ${scope ?? 'the page'}`,
        async () => {
          const found = await axeRun(page, scope);
          return found === null ? [`nothing matches ${scope}`] : found.filter(counted).map(describeViolation);
        },
        (lines) => lines.length === 0,
        timeout,
      );
    }
  } finally {
    const now = page.viewportSize();
    if (own && (now?.width !== own.width || now.height !== own.height)) await resizeTo(page, own);
  }
}
