import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast-store';
import { useOrganizations } from '../../lib/organization-store';
import { isQuickTaskShortcut, openQuickTask } from '../../lib/quick-task';

/**
 * Alt+T anywhere in the signed-in app asks for quick add. The listener is the shell's own, so a
 * press that comes before the form's chunk has loaded is kept in the quick-task store, and the
 * form opens when it arrives.
 */
export function useQuickTaskShortcut(): void {
  const { t } = useTranslation();
  const hasOrganization = useOrganizations().current !== null;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isQuickTaskShortcut(event) || event.repeat) return;
      event.preventDefault();
      if (hasOrganization) openQuickTask();
      else toast({ title: t('shell.quickTaskNoOrganization'), color: 'warning' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hasOrganization, t]);
}
