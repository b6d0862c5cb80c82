import { useSyncExternalStore } from 'react';

export type Store<S> = {
  getState: () => S;
  setState: (next: S | ((previous: S) => S)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A minimal external store, read in React through `useStore` (useSyncExternalStore). */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (next) => {
      state = typeof next === 'function' ? (next as (previous: S) => S)(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
