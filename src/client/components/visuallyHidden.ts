/** Kept for assistive technology, out of sight: a heading that names a part the page's layout already makes plain. */
export const visuallyHiddenSx = {
  position: 'absolute',
  // In pixels: MUI reads a bare 1 as 100%, which made the box as wide as its container.
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
