import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Brand, SidebarNavigation } from './sidebar';

/** The sidebar as a drawer, on screens too narrow for it. */
export function NavigationDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-950/40 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-neutral-200 bg-neutral-50 shadow-xl focus:outline-none lg:hidden dark:border-neutral-800 dark:bg-neutral-900"
        >
          <div className="flex h-12 shrink-0 items-center justify-between px-3">
            <Dialog.Title asChild>
              <div>
                <Brand />
                <span className="sr-only">{t('shell.navigation')}</span>
              </div>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('shell.closeNavigation')}>
                <X />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 pt-2 pb-6">
            <SidebarNavigation onNavigate={() => onOpenChange(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
