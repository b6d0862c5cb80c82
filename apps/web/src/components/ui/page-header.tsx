import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3 pb-5">
      <div className="min-w-0">
        {eyebrow ? (
          <div className="mb-1 text-xs text-neutral-500 dark:text-neutral-400">{eyebrow}</div>
        ) : null}
        <h1 className="truncate text-xl font-semibold tracking-tight text-neutral-900 dark:text-white">
          {title}
        </h1>
        {description ? (
          <p className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

/** The link back above a page's title (its `eyebrow`): to the list, or to the record. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 hover:text-neutral-900 hover:underline dark:hover:text-white"
    >
      <ChevronLeft aria-hidden="true" className="size-3.5" />
      {children}
    </Link>
  );
}
