import { useLayoutEffect } from 'react';
import { FIRST_PAINT_LOADER_ID } from '../../shared/pageTemplate';

/**
 * Takes index.html's welcome loader away as the app commits its first frame, before the browser paints it: that
 * frame draws the app's own loader while the session check runs, or the page itself.
 */
export function useFirstPaintLoaderGone() {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_LOADER_ID)?.remove();
  }, []);
}
