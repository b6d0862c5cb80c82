import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardHeader } from '../ui/card';

/** A card of label/value rows, in titled sections. */
export function DetailsPanel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-label={title}>
      <CardHeader title={title} actions={actions} />
      <div className="divide-y divide-neutral-100 dark:divide-neutral-800">{children}</div>
    </Card>
  );
}

export function DetailsSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="px-4 py-3">
      {title ? (
        <h3 className="mb-1 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
          {title}
        </h3>
      ) : null}
      <dl className="grid grid-cols-1">{children}</dl>
    </div>
  );
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One row; an empty value shows a dash. */
export function DetailItem({
  label,
  children,
  className,
}: {
  label: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)] items-baseline gap-3 py-1.5', className)}
    >
      <dt className="truncate text-xs text-neutral-500 dark:text-neutral-400">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-neutral-900 dark:text-neutral-100">
        {isEmpty(children) ? <span className="text-neutral-400 dark:text-neutral-600">—</span> : children}
      </dd>
    </div>
  );
}
