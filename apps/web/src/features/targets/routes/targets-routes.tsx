import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPanel } from '../../../components/ui/state-panel';

// The router names this small module only: the editor's own imports load with it, not with the
// first screen (decision 029's budget), as billing declares its screens.
const TargetsEditor = lazy(() =>
  import('./targets-editor').then((module) => ({ default: module.TargetsEditorRoute })),
);

/** `/{org}/targets`: the monthly targets editor (administrators). */
export function TargetsRoute() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingPanel label={t('targets.loading')} />}>
      <TargetsEditor />
    </Suspense>
  );
}
