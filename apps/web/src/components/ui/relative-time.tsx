import { type Format, useFormat } from '../../lib/format';

/**
 * "5 minutes ago", with the full date and time on hover and for machines: in the current
 * organization's zone, or in `format`'s for a screen that mixes organizations (each entry its own).
 */
export function RelativeTime({
  value,
  format,
  className,
}: {
  value: string;
  format?: Format;
  className?: string;
}) {
  const current = useFormat();
  const formats = format ?? current;
  return (
    <time dateTime={value} title={formats.dateTime(value)} className={className}>
      {formats.relative(value)}
    </time>
  );
}
