/** Kept for assistive technology, out of sight: a heading that names a part the page's layout already makes plain. */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
