import { useEffect, useLayoutEffect } from 'react';
import { FIRST_PAINT_LOADER_ID } from '../../shared/pageTemplate';
import { isServerRender } from '../ssr/isServerRender';

/** A server render runs no effects, and React 18 warns of a layout effect met there. */
const useBrowserLayoutEffect = isServerRender ? useEffect : useLayoutEffect;

/**
 * Takes index.html's welcome loader away as the app commits its first frame, before the browser paints it: that
 * frame draws the app's own loader while the session check runs, or the page itself.
 */
export function useFirstPaintLoaderGone() {
  useBrowserLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_LOADER_ID)?.remove();
  }, []);
}
