import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let axeSource: string | undefined;

/**
 * The WCAG 2 A/AA rules axe-core finds broken on the page as it is now (optionally inside `selector`), as
 * short lines: an empty list means none. axe-core is read from node_modules and run in the page.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // A dialog fading in is part-transparent: its text would be judged paler than it is once shown.
  // (Spinners and skeletons pulse for ever: only animations that end are waited for.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') would refuse a script tag.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(context ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  }, selector ?? null);
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
