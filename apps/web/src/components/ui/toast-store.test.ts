import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@aurora/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  toastStore.setState([]);
});
afterEach(() => vi.useRealTimers());

describe('toast store (spec §9)', () => {
  it(`keeps at most ${TOAST_LIMIT} toasts, newest first`, () => {
    for (let index = 1; index <= 7; index += 1) toast({ title: `Toast ${index}` });
    const titles = toastStore.getState().map((item) => item.title);
    expect(titles).toHaveLength(TOAST_LIMIT);
    expect(titles[0]).toBe('Toast 7');
    expect(titles.at(-1)).toBe('Toast 3');
  });

  it(`removes a closed toast after ${TOAST_REMOVE_DELAY_MS} ms`, () => {
    const id = toast({ title: 'Saved', color: 'success' });
    dismissToast(id);
    expect(toastStore.getState()[0]).toMatchObject({ id, open: false, color: 'success' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(toastStore.getState()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getState()).toHaveLength(0);
  });
});
