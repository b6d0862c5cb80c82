import type { RealtimeStatus } from '@aurora/contracts/realtime';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useRealtimeStatus } from '../../lib/realtime-status';

const DOT: Record<RealtimeStatus, string> = {
  connected: 'bg-emerald-500',
  reconnecting: 'bg-amber-500 animate-pulse',
  offline: 'bg-neutral-400 dark:bg-neutral-600',
};

/** A dot in the top bar: is the realtime connection up? Announced politely when it changes. */
export function RealtimeIndicator() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  const label = t('shell.realtime.label', { status: t(`shell.realtime.${status}`) });
  return (
    <span role="status" aria-label={label} title={label} className="flex size-8 items-center justify-center">
      <span aria-hidden="true" className={cn('size-2 rounded-full', DOT[status])} />
    </span>
  );
}
