/**
 * A link in running text, made at least 24 × 24 px to tap (WCAG 2.2's 2.5.8, target size): as an inline box a
 * link is only as tall as its letters (17-20 px). Its line keeps its place in the text.
 */
export const MIN_TARGET_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  minWidth: 24,
  verticalAlign: 'middle',
} as const;
