import { useEffect, useRef } from 'react';
import { revealAndFocus } from '../../../components/revealAndFocus';

/**
 * A ref for what an action brings up (a result, a refusal): each time `shown` changes to something, the element
 * is brought into view and focused, so a screen reader reads it and the keyboard goes on from there.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown !== undefined && shown !== null && ref.current !== null) revealAndFocus(ref.current);
  }, [shown]);
  return ref;
}
