import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { CAROUSEL_RESIZE_DEBOUNCE_MS } from '../../shared/constants';
import { scrollBehavior } from '../app/reducedMotion';

/** Slot widths that show about 1, 2, 3 and 4 items across as the screen grows. */
const slotWidth = { xs: '80%', sm: 'calc((100% - 16px) / 2)', md: 'calc((100% - 32px) / 3)', lg: 'calc((100% - 48px) / 4)' };

const arrowSx = { border: 1, borderColor: 'divider', bgcolor: 'background.paper' };

/** A row of items that scrolls sideways, with previous and next buttons that know when the row ends. */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ canBack: false, canForward: false });
  const count = Children.count(children);

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    // A pixel of slack: browsers report fractional scroll positions at some zoom levels.
    const canBack = el.scrollLeft > 1;
    const canForward = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((old) => (old.canBack === canBack && old.canForward === canForward ? old : { canBack, canForward }));
  }, []);

  useEffect(() => {
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, CAROUSEL_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [measure, count]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    el?.scrollBy?.({ left: direction * el.clientWidth * 0.9, behavior: scrollBehavior() });
  };

  return (
    <Box role="group" aria-roledescription="carousel" aria-label={label} sx={{ position: 'relative' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1.5 }}>
        <IconButton aria-label={`Previous ${label}`} disabled={!edges.canBack} onClick={() => page(-1)} sx={arrowSx}>
          <span aria-hidden>‹</span>
        </IconButton>
        <IconButton aria-label={`Next ${label}`} disabled={!edges.canForward} onClick={() => page(1)} sx={arrowSx}>
          <span aria-hidden>›</span>
        </IconButton>
      </Box>
      <Box
        ref={track}
        onScroll={measure}
        component="ul"
        sx={{
          display: 'flex',
          gap: 2,
          m: 0,
          p: 0,
          pb: 1,
          listStyle: 'none',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
        }}
      >
        {Children.map(children, (child) => (
          <Box component="li" sx={{ flex: '0 0 auto', width: slotWidth, scrollSnapAlign: 'start' }}>
            {child}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
