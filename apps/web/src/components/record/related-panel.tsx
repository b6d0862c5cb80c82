import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardHeader } from '../ui/card';
import { LoadingPanel, StatePanel } from '../ui/state-panel';

/** Records linked to this one (a client's contacts, what a lead became...), with empty and loading states. */
export function RelatedPanel({
  title,
  description,
  actions,
  loading = false,
  loadingLabel,
  empty,
  error,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  loading?: boolean;
  loadingLabel?: string;
  /** Shown when there are no children. */
  empty?: { title: string; description?: string; icon?: ReactNode; action?: ReactNode };
  error?: string | null;
  children?: ReactNode;
}) {
  const items = Array.isArray(children) ? children.filter(Boolean) : children ? [children] : [];
  return (
    <Card aria-label={title}>
      <CardHeader title={title} description={description} actions={actions} />
      {loading ? (
        <LoadingPanel label={loadingLabel ?? title} />
      ) : error ? (
        <StatePanel tone="error" title={error} className="py-8" />
      ) : items.length === 0 && empty ? (
        <StatePanel
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          action={empty.action}
          className="py-8"
        />
      ) : (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">{children}</ul>
      )}
    </Card>
  );
}

/** One linked record: avatar or icon, name (a link), a line under it, and its own actions. */
export function RelatedItem({
  to,
  title,
  leading,
  subtitle,
  badges,
  actions,
  onOpen,
}: {
  to?: string;
  title: string;
  leading?: ReactNode;
  subtitle?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  /** Opens the record in place (a sheet) instead of a link. */
  onOpen?: () => void;
}) {
  const name = to ? (
    <Link to={to} className="truncate font-medium text-neutral-900 hover:underline dark:text-white">
      {title}
    </Link>
  ) : onOpen ? (
    <button
      type="button"
      onClick={onOpen}
      className="cursor-pointer truncate text-left font-medium text-neutral-900 hover:underline dark:text-white"
    >
      {title}
    </button>
  ) : (
    <span className="truncate font-medium text-neutral-900 dark:text-white">{title}</span>
  );
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      {leading}
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {name}
          {badges}
        </div>
        {subtitle ? (
          <div className="mt-0.5 truncate text-xs text-neutral-500 dark:text-neutral-400">{subtitle}</div>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
    </li>
  );
}
