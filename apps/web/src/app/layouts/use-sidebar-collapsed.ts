import { useCallback, useEffect, useState } from 'react';
import { storage } from '../../lib/storage';

const COLLAPSED_KEY = 'aurora.sidebar.collapsed';

/** Ctrl+B (⌘B on a Mac), as in most editors and Pipedrive's own toggles. */
export const SIDEBAR_SHORTCUT = { key: 'b', label: 'Ctrl+B' } as const;

const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === SIDEBAR_SHORTCUT.key;

/**
 * Whether the sidebar shows icons only: remembered in this browser, toggled by its button or the
 * shortcut, so a wide board gets the room back.
 */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(() => storage.read(COLLAPSED_KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      storage.write(COLLAPSED_KEY, current ? null : 'true');
      return !current;
    });
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
  return { collapsed, toggle };
}
