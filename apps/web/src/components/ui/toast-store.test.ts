import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@aurora/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { dismissToast, toast, toastFailure, toastStore } from './toast-store';

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

describe('toastFailure: the error toast of a failed request', () => {
  const requestId = '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9';

  it('a server error (5xx): the server message and the first 8 characters of the request id', () => {
    const failure = new ApiError(500, 'Database down', {}, { message: 'Database down' }, requestId);
    toastFailure({ title: 'The export failed', error: failure });
    expect(toastStore.getState()[0]).toMatchObject({
      title: 'The export failed',
      description: 'Database down',
      color: 'error',
      reference: '0f1e2d3c',
    });
  });

  it('a refusal the person can act on (422): its message and no reference', () => {
    const failure = new ApiError(
      422,
      'The name is required.',
      { name: ['Required'] },
      { message: 'The name is required.' },
      requestId,
    );
    toastFailure({ title: 'The note could not be saved', error: failure });
    expect(toastStore.getState()[0]).toMatchObject({
      description: 'The name is required.',
      color: 'error',
      reference: undefined,
    });
  });

  it('no server message: "An unexpected error occurred." unless the screen gives a fallback', () => {
    const failure = new ApiError(503, 'Request failed with status 503', {}, null, requestId);
    toastFailure({ title: 'The deal could not be moved', error: failure });
    expect(toastStore.getState()[0]).toMatchObject({
      description: 'An unexpected error occurred.',
      reference: '0f1e2d3c',
    });
    toastFailure({
      title: 'The call failed',
      error: new Error('boom'),
      fallback: 'The microphone is blocked.',
    });
    expect(toastStore.getState()[0]).toMatchObject({
      description: 'The microphone is blocked.',
      reference: undefined,
    });
  });
});
