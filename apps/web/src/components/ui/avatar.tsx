import { cn } from '../../lib/cn';

const PALETTE = [
  'bg-primary-100 text-primary-700 dark:bg-primary-500/20 dark:text-primary-200',
  'bg-secondary-100 text-secondary-700 dark:bg-secondary-500/20 dark:text-secondary-200',
  'bg-info-100 text-info-700 dark:bg-info-500/20 dark:text-info-200',
  'bg-success-100 text-success-700 dark:bg-success-500/20 dark:text-success-200',
  'bg-warning-100 text-warning-800 dark:bg-warning-500/20 dark:text-warning-200',
  'bg-error-100 text-error-700 dark:bg-error-500/20 dark:text-error-200',
];

/** Up to two initials of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Initials on a colour picked from the name, so a person keeps their colour everywhere. */
export function Avatar({
  name,
  size = 'md',
  square = false,
  className,
}: {
  name: string;
  size?: 'sm' | 'md' | 'lg';
  square?: boolean;
  className?: string;
}) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center font-semibold',
        square ? 'rounded-lg' : 'rounded-full',
        size === 'sm' && 'size-6 text-[10px]',
        size === 'md' && 'size-8 text-xs',
        size === 'lg' && 'size-12 text-base',
        PALETTE[hash % PALETTE.length],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
