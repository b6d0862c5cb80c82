import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { QueryProvider } from '../../../lib/query-provider';

/** A screen of call analytics, loaded in its own chunk on its first visit. */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const Page = screen(() => import('./call-analytics'), 'CallAnalyticsRoute');
const Board = screen(() => import('./wallboard'), 'WallboardRoute');

/**
 * The app's router points both of the feature's routes (the page in the shell, the wallboard
 * without it) at this small module rather than at the screens: the first screens' JavaScript then
 * carries one short list of chunks to preload instead of each screen's (decision 029's budget).
 */
export function CallAnalyticsScreen() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingPanel label={t('callAnalytics.loading')} />}>
      <Page />
    </Suspense>
  );
}

/** Outside the shell, the wallboard brings its own query cache. */
export function WallboardScreen() {
  const { t } = useTranslation();
  return (
    <QueryProvider>
      <Suspense fallback={<LoadingPanel label={t('wallboard.loading')} />}>
        <Board />
      </Suspense>
    </QueryProvider>
  );
}
