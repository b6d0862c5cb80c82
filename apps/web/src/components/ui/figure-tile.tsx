import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * One figure of a record's totals, as a `<dl>` item: a label, the amount (its tone when it says
 * something: paid, left to collect, a loss) and an optional line under it. Cut with an ellipsis,
 * the whole amount in its title, never wrapped.
 */
export function FigureTile({
  label,
  value,
  hint,
  tone = 'neutral',
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: 'neutral' | 'success' | 'warning' | 'error';
}) {
  return (
    <div className="min-w-0 rounded-lg border border-neutral-200 bg-white px-3 py-2.5 shadow-xs dark:border-neutral-800 dark:bg-neutral-900">
      <dt className="truncate text-xs font-medium text-neutral-500 dark:text-neutral-400">{label}</dt>
      <dd
        className={cn(
          'mt-1 truncate text-lg font-semibold tracking-tight tabular-nums',
          tone === 'neutral' && 'text-neutral-900 dark:text-white',
          tone === 'success' && 'text-success-700 dark:text-success-400',
          tone === 'warning' && 'text-warning-700 dark:text-warning-400',
          tone === 'error' && 'text-error-700 dark:text-error-400',
        )}
        title={value}
      >
        {value}
      </dd>
      {hint ? (
        <dd className="mt-0.5 truncate text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
          {hint}
        </dd>
      ) : null}
    </div>
  );
}
