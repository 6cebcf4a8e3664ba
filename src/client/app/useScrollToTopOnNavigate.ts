import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A click that opens another page starts it at the top, as a full page load would: the router keeps the scroll of
 * the page left, so a footer link or a card low on explore opened its page halfway down. Back and forward (POP) are
 * left to the browser, which puts the reader back where they were; a change of query alone (explore's filters)
 * stays where it is.
 */
export function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (pathname === previous.current) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
