import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import type { NotBuiltHandle } from '../route-handles';
import { NotBuiltPanel } from './not-built-panel';

function isNotBuiltHandle(handle: unknown): handle is NotBuiltHandle {
  return typeof handle === 'object' && handle !== null && 'notBuilt' in handle;
}

/** The route of a screen that a later issue builds: its name and the shared placeholder. */
export function NotBuiltRoute() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isNotBuiltHandle);
  if (!handle) return null;
  const { module, view } = handle.notBuilt;
  const name = t(`modules.${module}`);
  return (
    <div>
      <PageHeader title={name} eyebrow={view === 'list' ? undefined : t(`notBuilt.views.${view}`)} />
      <NotBuiltPanel title={t('notBuilt.title', { module: name })} description={t('notBuilt.description')} />
    </div>
  );
}
