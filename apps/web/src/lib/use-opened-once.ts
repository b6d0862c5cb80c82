import { useState } from 'react';

/**
 * True from the first time `open` is true on: what loads on its first opening stays mounted, so
 * closing it keeps its exit and focus return.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
