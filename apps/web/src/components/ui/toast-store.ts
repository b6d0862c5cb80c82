import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@aurora/contracts/constants';
import { errorMessage, errorReference } from '../../lib/api-client';
import { createStore } from '../../lib/create-store';
import { i18n } from '../../lib/i18n';
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

export type FailureToastOptions = {
  /** What failed, in the screen's words ("The export failed"). */
  title: string;
  /** The rejected request (or any thrown value). */
  error: unknown;
  /** Said when the server gave no message of its own; "An unexpected error occurred." by default. */
  fallback?: string | undefined;
  action?: ToastAction;
};

/**
 * The error toast of a failed request: the title, the server's message (else the fallback) and,
 * for a failure support must look up (5xx, no answer), its reference.
 */
export function toastFailure({ title, error, fallback, action }: FailureToastOptions): number {
  return toast({
    title,
    description: errorMessage(error, fallback ?? i18n.t('errors.unexpected')),
    color: 'error',
    action,
    reference: errorReference(error),
  });
}

/** Closes a toast; it is removed once its exit animation had time to run. */
export function dismissToast(id: number): void {
  toastStore.setState((toasts) => toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => {
    toastStore.setState((toasts) => toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
}
