import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';

type Load<Name extends string> = () => Promise<Record<Name, ComponentType>>;

/**
 * A route's `lazy`: the screen's module loads on the first visit, in its own chunk, and `name` is
 * the component it exports. The `import()` stays written out at the call site so the bundler can
 * split it.
 */
export function lazyComponent<Name extends string>(load: Load<Name>, name: Name): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/**
 * A route whose screen loads lazily:
 * `lazyRoute('leads', () => import('../features/leads/routes/leads-list'), 'LeadsListRoute')`;
 * `route` adds the rest (a loader, children).
 */
export function lazyRoute<Name extends string>(
  path: string,
  load: Load<Name>,
  name: Name,
  route: Omit<NonIndexRouteObject, 'path' | 'lazy'> = {},
): RouteObject {
  return { ...route, path, lazy: lazyComponent(load, name) };
}
