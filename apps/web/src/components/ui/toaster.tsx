import { TOAST_DURATION_MS, TOAST_HOTKEY } from '@aurora/contracts/constants';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useStore } from '../../lib/create-store';
import { ErrorReference } from './error-reference';
import { dismissToast, type ToastColor, toastStore } from './toast-store';

const accents: Record<ToastColor, string> = {
  primary: 'bg-primary-500',
  secondary: 'bg-secondary-500',
  info: 'bg-info-500',
  success: 'bg-success-500',
  warning: 'bg-warning-400',
  error: 'bg-error-500',
  neutral: 'bg-neutral-400',
};

const iconColors: Record<ToastColor, string> = {
  primary: 'text-primary-500',
  secondary: 'text-secondary-500',
  info: 'text-info-500',
  success: 'text-success-500',
  warning: 'text-warning-500',
  error: 'text-error-500',
  neutral: 'text-neutral-400',
};

function ToastIcon({ color }: { color: ToastColor }) {
  const className = cn('mt-0.5 size-4 shrink-0', iconColors[color]);
  if (color === 'success') return <CircleCheck aria-hidden="true" className={className} />;
  if (color === 'error') return <CircleAlert aria-hidden="true" className={className} />;
  if (color === 'warning') return <TriangleAlert aria-hidden="true" className={className} />;
  return <Info aria-hidden="true" className={className} />;
}

/** A toast with a reference stays longer: the person may be copying it for support. */
const REFERENCE_TOAST_DURATION_MS = 3 * TOAST_DURATION_MS;

/** Renders the toasts of `toast()` (Radix Toast; viewport hotkey F8). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useStore(toastStore);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={t('toast.label')}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.reference ? REFERENCE_TOAST_DURATION_MS : undefined}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-color={item.color}
          className="group relative flex w-full items-start gap-3 overflow-hidden rounded-lg border border-neutral-200 bg-white py-3 pr-9 pl-4 shadow-lg data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-full data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] transition-[opacity,transform] duration-200 dark:border-neutral-800 dark:bg-neutral-900"
        >
          <span aria-hidden="true" className={cn('absolute inset-y-0 left-0 w-1', accents[item.color])} />
          <ToastIcon color={item.color} />
          <div className="min-w-0 flex-1">
            <Toast.Title className="text-sm font-medium text-neutral-900 dark:text-white">
              {item.title}
            </Toast.Title>
            {item.description ? (
              <Toast.Description className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
                {item.description}
              </Toast.Description>
            ) : null}
            {item.reference ? (
              <ErrorReference
                reference={item.reference}
                className="mt-1 text-neutral-500 dark:text-neutral-400"
              />
            ) : null}
            {item.action ? (
              <Toast.Action
                altText={item.action.label}
                onClick={item.action.onClick}
                className="mt-2 inline-flex h-7 items-center rounded-md border border-neutral-200 px-2.5 text-xs font-medium text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800"
              >
                {item.action.label}
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t('common.dismiss')}
            className="absolute top-2.5 right-2.5 rounded-md p-1 text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-neutral-800 dark:hover:text-neutral-200"
          >
            <X aria-hidden="true" className="size-3.5" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={t('toast.viewport', { hotkey: TOAST_HOTKEY })}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
