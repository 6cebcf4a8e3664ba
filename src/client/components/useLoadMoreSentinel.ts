import { useEffect, useRef, useState } from 'react';
import { LOAD_MORE_TRIGGER_MARGIN_PX } from '../../shared/constants';

/**
 * A ref for the element at the end of a list; `onReached` runs when it comes within 100 px of the viewport.
 * The observer is made anew each time loading is enabled again, and a new observer reports at once,
 * so a page too short to fill the screen still loads the next one.
 */
export function useLoadMoreSentinel(onReached: () => void, enabled: boolean) {
  const [node, setNode] = useState<Element | null>(null);
  const callback = useRef(onReached);

  useEffect(() => {
    callback.current = onReached;
  }, [onReached]);

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_TRIGGER_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);

  return setNode;
}
