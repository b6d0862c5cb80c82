import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';

/** "5 minutes ago", with the full date and time on hover and for machines. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value} title={formatDateTime(value, i18n.language)} className={className}>
      {formatRelativeTime(value, i18n.language)}
    </time>
  );
}
