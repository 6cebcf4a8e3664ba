/**
 * Brings an element that needs the reader (a refusal, an error) into the middle of the screen, clear of the sticky
 * header, and gives it the focus, so that a screen reader reads it and the next Tab starts there. The jump is
 * instant: no motion to reduce.
 */
export function revealAndFocus(element: HTMLElement): void {
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}
