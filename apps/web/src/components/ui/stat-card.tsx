import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-neutral-200 bg-white p-3 shadow-xs sm:p-4 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-medium text-neutral-500 dark:text-neutral-400">{label}</p>
        {icon ? <span className="text-neutral-400 [&_svg]:size-4 dark:text-neutral-500">{icon}</span> : null}
      </div>
      <p className="mt-1.5 text-xl font-semibold sm:mt-2 sm:text-2xl tabular-nums tracking-tight text-neutral-900 dark:text-white">
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">{hint}</p> : null}
    </div>
  );
}
