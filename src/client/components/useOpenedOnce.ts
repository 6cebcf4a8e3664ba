import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog is mounted from its first opening on, and stays
 * mounted when closed so its closing transition still plays.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
