import { afterEach, describe, expect, it } from 'vitest';
import { closeQuickTask, isQuickTaskShortcut, openQuickTask, quickTaskStore } from './quick-task';

const key = (overrides: Partial<KeyboardEvent> = {}) => ({
  code: 'KeyT',
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...overrides,
});

afterEach(() => quickTaskStore.setState({ open: null, current: null }));

describe('quick task', () => {
  it('Alt+T by physical key, is the shortcut; with Ctrl, Cmd or Shift, or another key, it is not', () => {
    expect(isQuickTaskShortcut(key())).toBe(true);
    expect(isQuickTaskShortcut(key({ ctrlKey: true }))).toBe(false);
    expect(isQuickTaskShortcut(key({ metaKey: true }))).toBe(false);
    expect(isQuickTaskShortcut(key({ shiftKey: true }))).toBe(false);
    expect(isQuickTaskShortcut(key({ altKey: false }))).toBe(false);
    expect(isQuickTaskShortcut(key({ code: 'KeyK' }))).toBe(false);
  });

  it('opened without records on a record page, is about that record; outside one, about none', () => {
    openQuickTask();
    expect(quickTaskStore.getState().open).toEqual({ related: [] });
    closeQuickTask();
    const lead = { type: 'lead' as const, id: 7, name: 'Ana Ruiz' };
    quickTaskStore.setState((state) => ({ ...state, current: lead }));
    openQuickTask();
    expect(quickTaskStore.getState().open).toEqual({ related: [lead] });
    const client = { type: 'client' as const, id: 3, name: 'Familia Ortega' };
    openQuickTask([client]);
    expect(quickTaskStore.getState().open).toEqual({ related: [client] });
  });
});
