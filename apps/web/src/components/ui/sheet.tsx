import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Shown in the header beside the close button. */
  actions?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * A panel that slides in from the right (full screen on a phone): a modal dialog for work that
 * needs room, such as a contact's form or details, without leaving the page.
 */
export function Sheet({ open, onOpenChange, title, description, actions, children, footer }: SheetProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/40 backdrop-blur-[2px] dark:bg-black/60" />
        <RadixDialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-neutral-200 bg-white shadow-2xl focus:outline-none sm:max-w-xl dark:border-neutral-800 dark:bg-neutral-900"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-3 border-b border-neutral-200 px-5 py-4 dark:border-neutral-800">
            <div className="min-w-0">
              <RadixDialog.Title className="truncate text-base font-semibold text-neutral-900 dark:text-white">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-0.5 text-sm text-neutral-500 dark:text-neutral-400">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <div className="flex shrink-0 items-center gap-1">
              {actions}
              <RadixDialog.Close asChild>
                <Button variant="ghost" size="icon-sm" aria-label={t('common.close')}>
                  <X />
                </Button>
              </RadixDialog.Close>
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {footer ? (
            <div className="flex justify-end gap-2 border-t border-neutral-200 px-5 py-3 dark:border-neutral-800">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
