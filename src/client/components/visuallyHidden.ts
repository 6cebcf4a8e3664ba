/** Kept for assistive technology, out of sight: a heading that names a part the page's layout already makes plain. */
// Sizes are written in px: MUI reads a bare 1 as 100%, and a full-width box off the page's edge scrolls it sideways.
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
