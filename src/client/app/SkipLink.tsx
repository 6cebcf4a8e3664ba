import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';

/** The id of the shell's <main>, the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * 'Skip to content', the first stop of the Tab key on every page: hidden until focused, it jumps past the header to
 * the page. The click focuses <main> itself rather than following the hash, so the address stays the page's own;
 * before the script loads the plain link still works.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        outline: '2px solid',
        outlineColor: 'primary.main',
        // Off screen until focused: still in the tab order and the accessibility tree.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}
