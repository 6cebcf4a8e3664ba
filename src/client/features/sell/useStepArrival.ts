import { useEffect, useRef, useState } from 'react';

/**
 * A step the wizard moved to starts like a page of its own: at the top, the focus on its heading (so Tab goes on
 * from there, not from the page's start), and 'Step n of m: title' said once by a polite live region. The step
 * the wizard opens on is left to the page's arrival.
 */
export function useStepArrival(stepIndex: number, announcement: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const arrivedAt = useRef(stepIndex);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    if (stepIndex === arrivedAt.current) return;
    arrivedAt.current = stepIndex;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
    setAnnounced(announcement);
  }, [stepIndex, announcement]);

  return { heading, announced };
}
