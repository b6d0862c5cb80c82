import { cn } from '../../lib/cn';

/**
 * A determinate progress bar, `value` of `max`, named for assistive technology. A started task
 * shows a sliver at once, so it never looks stuck at zero.
 */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  className,
}: {
  value: number;
  max: number;
  label: string;
  /** What a screen reader says instead of the bare number ("120 of 600 rows"). */
  valueText?: string | undefined;
  className?: string | undefined;
}) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-neutral-100 dark:bg-neutral-800', className)}
    >
      <div
        className="h-full rounded-full bg-primary-600 transition-[width] duration-300 dark:bg-primary-500"
        style={{ width: `${Math.max(2, percent)}%` }}
      />
    </div>
  );
}
