import type { TaskRelatedType } from '@aurora/contracts/tasks';
import { useEffect } from 'react';
import { createStore } from './create-store';

/** A record a new task is about, with the name shown on its chip. */
export type QuickTaskRecord = { type: TaskRelatedType; id: number; name: string };

export type QuickTaskState = {
  /** The quick-add form is open, prefilled with these records. */
  open: { related: QuickTaskRecord[] } | null;
  /** The record page being shown, if any: the keyboard shortcut prefills it. */
  current: QuickTaskRecord | null;
};

/**
 * "Add a task" from anywhere: record pages (the record kit's button) and the keyboard shortcut
 * ask for it here; the tasks feature, mounted once by the app, shows the form. No component
 * imports the feature.
 */
export const quickTaskStore = createStore<QuickTaskState>({ open: null, current: null });

/** The shortcut that opens quick add: Alt+T (Option+T on a Mac); Cmd/Ctrl+K stays the search. */
export const QUICK_TASK_SHORTCUT = { code: 'KeyT', label: 'Alt+T' } as const;

/** Whether a key press is the quick-add shortcut (by physical key, so Option+T on a Mac counts). */
export const isQuickTaskShortcut = (
  event: Pick<KeyboardEvent, 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
) =>
  event.code === QUICK_TASK_SHORTCUT.code &&
  event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.shiftKey;

/** Opens quick add, about the given records (none: about the record page being shown, if any). */
export function openQuickTask(related?: QuickTaskRecord[]): void {
  quickTaskStore.setState((state) => ({
    ...state,
    open: { related: related ?? (state.current ? [state.current] : []) },
  }));
}

export const closeQuickTask = () => quickTaskStore.setState((state) => ({ ...state, open: null }));

/** Marks a record page as the one being shown while it is mounted. */
export function useQuickTaskRecord(record: QuickTaskRecord | null): void {
  const type = record?.type;
  const id = record?.id;
  const name = record?.name;
  useEffect(() => {
    if (!type || id === undefined) return;
    const current = { type, id, name: name ?? '' };
    quickTaskStore.setState((state) => ({ ...state, current }));
    return () =>
      quickTaskStore.setState((state) =>
        state.current?.type === type && state.current.id === id ? { ...state, current: null } : state,
      );
  }, [type, id, name]);
}
