import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { withTexts } from '../lib/i18n';
import type { TextArea } from '../lib/locales/en';

type Load<Name extends string> = () => Promise<Record<Name, ComponentType>>;

/**
 * A route's `lazy`: the screen's module loads on the first visit, in its own chunk, and `name` is
 * the component it exports. The `import()` stays written out at the call site so the bundler can
 * split it. The screen renders once its texts are loaded too: the `texts` areas it shows beyond
 * `common`, or every area of the language when it names none (the first screens name theirs).
 */
export function lazyComponent<Name extends string>(
  load: Load<Name>,
  name: Name,
  texts?: readonly TextArea[],
): RouteObject['lazy'] {
  return async () => ({ Component: (await withTexts(load(), texts))[name] });
}

/**
 * A route whose screen loads lazily:
 * `lazyRoute('leads', () => import('../features/leads/routes/leads-list'), 'LeadsListRoute')`;
 * `route` adds the rest (a loader, children, the `texts` it shows).
 */
export function lazyRoute<Name extends string>(
  path: string,
  load: Load<Name>,
  name: Name,
  { texts, ...route }: Omit<NonIndexRouteObject, 'path' | 'lazy'> & { texts?: readonly TextArea[] } = {},
): RouteObject {
  return { ...route, path, lazy: lazyComponent(load, name, texts) };
}
