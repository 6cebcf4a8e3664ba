import { describeViolation, IMPACTS, type AxeViolation, type Impact, type Width } from '../../e2e/support/axe';

/** One stop at one width: what axe found, or why the stop could not be reached. */
export interface SurveyRow {
  stop: string;
  kind: string;
  width: Width;
  violations: AxeViolation[] | null;
  /** Why there is no result: the state does not exist at this width, or the build has no such step. */
  missing?: string;
}

function ruleList(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ');
}

/** The markdown table: a row per stop and width, rules counted by impact, each rule with its impact and element count. */
export function surveyTable(rows: SurveyRow[]): string {
  const lines = [
    '| page or dialog | width | critical | serious | moderate | minor | rules (impact, elements) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    if (row.violations === null) {
      lines.push(`| ${row.stop} | ${row.width} | n/a | n/a | n/a | n/a | ${row.missing ?? 'n/a'} |`);
      continue;
    }
    const counts = IMPACTS.map((impact) => row.violations?.filter((v) => v.impact === impact).length ?? 0);
    lines.push(`| ${row.stop} | ${row.width} | ${counts.join(' | ')} | ${ruleList(row.violations) || 'none'} |`);
  }
  return lines.join('\n');
}

/** Every violation with the elements at fault, for whoever fixes it. */
export function violationDetails(rows: SurveyRow[]): string {
  const lines = rows.flatMap((row) => (row.violations ?? []).map((v) => `- ${row.stop}, ${row.width} px: ${describeViolation(v)}`));
  return lines.length > 0 ? lines.join('\n') : '- none';
}

/** Totals per width: how many stops pass (no serious or critical violation) of those reached. */
export function surveySummary(rows: SurveyRow[]): string {
  const widths = [...new Set(rows.map((r) => r.width))];
  return widths
    .map((width) => {
      const reached = rows.filter((r) => r.width === width && r.violations !== null);
      const clean = reached.filter((r) => !r.violations?.some((v) => v.impact === 'critical' || v.impact === 'serious'));
      const count = (impact: Impact) => reached.reduce((n, r) => n + (r.violations?.filter((v) => v.impact === impact).length ?? 0), 0);
      return `${width} px: ${clean.length} of ${reached.length} reached without a serious or critical violation; rules broken in all: ${IMPACTS.map((i) => `${count(i)} ${i}`).join(', ')}`;
    })
    .join('\n');
}
