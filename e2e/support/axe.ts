import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core comes with Lighthouse (the bench's); read once, evaluated in the page (the page's CSP does not apply to that). */
let source: string | undefined;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The WCAG 2 A and AA violations axe finds in `selector` (the whole page by default), as readable lines,
 * so `expect(await axeViolations(page)).toEqual([])` names what is wrong when it fails.
 */
export async function axeViolations(page: Page, selector = 'body'): Promise<string[]> {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: string, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  }, selector);
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
