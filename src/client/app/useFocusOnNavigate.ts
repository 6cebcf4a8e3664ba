import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

// A page that puts the caret in a field itself (the search page's box) has chosen where the fan starts.
const FIELD = 'input, textarea, select, [contenteditable="true"]';
// The new page's code and data can arrive after the route changes: wait this long for its h1.
const HEADING_WAIT_MS = 10_000;

/**
 * After a client-side change of page, focus goes to the new page's h1 (or to <main> while there is none yet), so a
 * screen reader announces the page and the next Tab starts there, as after a full page load; otherwise focus stays
 * on the link just used, or on nothing when that link is gone. Not on the first load, where the browser starts at
 * the top, and not on a change of query alone (explore's filters). Focus the fan or the page has put elsewhere
 * meanwhile (a dialog, a field) is left where it is.
 */
export function useFocusOnNavigate(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    const main = mainRef.current;
    if (pathname === previous.current || !main) return;
    previous.current = pathname;
    const trigger = document.activeElement;

    const mayMoveFocus = () => {
      const active = document.activeElement;
      if (!active || active === document.body || active === main || !active.isConnected) return true;
      if (active.closest('[role="dialog"], [aria-modal="true"]')) return false;
      if (main.contains(active) && active.matches(FIELD)) return false;
      return active === trigger;
    };
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (mayMoveFocus()) {
        // Set here rather than on each page's h1: focusable by script, never a Tab stop.
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };

    if (focusHeading()) return;
    if (mayMoveFocus()) main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef]);
}
