import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

/** Empty, error and refusal states share one calm panel. */
export function StatePanel({
  icon,
  title,
  description,
  action,
  tone = 'neutral',
  className,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('flex flex-col items-center justify-center gap-2 px-6 py-12 text-center', className)}
    >
      {icon ? (
        <div
          className={cn(
            'mb-1 flex size-10 items-center justify-center rounded-full [&_svg]:size-5',
            tone === 'error'
              ? 'bg-error-50 text-error-600 dark:bg-error-500/10 dark:text-error-400'
              : 'bg-neutral-100 text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400',
          )}
        >
          {icon}
        </div>
      ) : null}
      <p className="text-sm font-medium text-neutral-900 dark:text-neutral-100">{title}</p>
      {description ? (
        <div className="max-w-sm text-sm text-neutral-500 dark:text-neutral-400">{description}</div>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export function LoadingPanel({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-neutral-500">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
