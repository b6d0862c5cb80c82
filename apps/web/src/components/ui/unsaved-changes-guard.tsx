import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker } from 'react-router';
import { ConfirmDialog } from './dialog';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab the browser's own prompt. `saved` (see useServerSubmit) lets the navigation
 * after a successful save through.
 */
export function UnsavedChangesGuard({ dirty, saved }: { dirty: boolean; saved?: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved?.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload((event) => {
    if (dirty && !saved?.current) event.preventDefault();
  });
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('form.unsavedTitle')}
      description={t('form.unsavedDescription')}
      confirmLabel={t('form.discard')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
