import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@aurora/contracts/constants';
import { createStore } from '../../lib/create-store';
import type { Tone } from './badge';

export type ToastColor = Tone;

/** A button in the toast ("Undo", "Open"); pressing it also closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

export type ToastOptions = {
  title: string;
  description?: string;
  color?: ToastColor;
  action?: ToastAction;
  /**
   * A failed request's short id ("a1b2c3d4", `errorReference`), shown as "Reference: ..." with a
   * copy button so support can find the request's log lines.
   */
  reference?: string | undefined;
};

export type ToastItem = Required<Pick<ToastOptions, 'title' | 'color'>> & {
  id: number;
  description: string | undefined;
  action?: ToastAction | undefined;
  reference?: string | undefined;
  open: boolean;
};

export const toastStore = createStore<ToastItem[]>([]);
let nextId = 1;

/** Shows a notification; usable from anywhere (spec §9: at most 5 kept, newest first). */
export function toast({ title, description, color = 'neutral', action, reference }: ToastOptions): number {
  const id = nextId++;
  toastStore.setState((toasts) =>
    [{ id, title, description, color, action, reference, open: true }, ...toasts].slice(0, TOAST_LIMIT),
  );
  return id;
}

/** Closes a toast; it is removed once its exit animation had time to run. */
export function dismissToast(id: number): void {
  toastStore.setState((toasts) => toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => {
    toastStore.setState((toasts) => toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
}
