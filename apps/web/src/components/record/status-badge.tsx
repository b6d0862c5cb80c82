import { cn } from '../../lib/cn';

/** A reference status (`{name, color}`) as a pill tinted with its colour. */
export function StatusBadge({
  name,
  color,
  size = 'sm',
}: {
  name: string;
  color: string | null | undefined;
  size?: 'sm' | 'md';
}) {
  const tint = color ?? '#71717a';
  return (
    <span
      className={cn(
        'inline-flex max-w-full shrink-0 items-center gap-1.5 rounded-full font-medium text-neutral-800 ring-1 ring-inset dark:text-neutral-100',
        size === 'sm' ? 'h-5 px-2 text-xs' : 'h-6 px-2.5 text-xs',
      )}
      style={{
        backgroundColor: `color-mix(in srgb, ${tint} 14%, transparent)`,
        ['--tw-ring-color' as string]: `color-mix(in srgb, ${tint} 35%, transparent)`,
      }}
    >
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full" style={{ backgroundColor: tint }} />
      {/* A long name an administrator gave ends in an ellipsis where a list column is narrow. */}
      <span className="truncate">{name}</span>
    </span>
  );
}
