import { useFormat } from '../../lib/format';

/** "5 minutes ago", with the full date and time (in the organization's zone) on hover and for machines. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const format = useFormat();
  return (
    <time dateTime={value} title={format.dateTime(value)} className={className}>
      {format.relative(value)}
    </time>
  );
}
