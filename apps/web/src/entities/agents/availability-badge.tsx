import type { Availability, AvailabilityStatus } from '@aurora/contracts/teams';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const DOT: Record<AvailabilityStatus, string> = {
  available: 'bg-success-500',
  on_call: 'bg-error-500',
  wrap_up: 'bg-info-500',
  unavailable: 'bg-warning-500',
  offline: 'bg-neutral-300 dark:bg-neutral-600',
};

/** The coloured dot of a status (decorative: the label says it in words). */
export function AvailabilityDot({ status, className }: { status: AvailabilityStatus; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2 shrink-0 rounded-full', DOT[status], className)}
    />
  );
}

/** The label of an availability: "Unavailable: Lunch", "Wrap-up", "Offline"… */
export function useAvailabilityLabel() {
  const { t } = useTranslation();
  return (availability: Availability | undefined) => {
    if (!availability) return t('availability.unknown');
    const label = t(`availability.status.${availability.status}`);
    return availability.status === 'unavailable' && availability.reason
      ? t('availability.withReason', { status: label, reason: availability.reason })
      : label;
  };
}

/** A dot and the status in words, shown beside an agent's name. */
export function AvailabilityBadge({
  availability,
  className,
}: {
  availability: Availability | undefined;
  className?: string;
}) {
  const label = useAvailabilityLabel();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs text-neutral-600 dark:text-neutral-400',
        className,
      )}
      data-availability={availability?.status ?? 'unknown'}
    >
      <AvailabilityDot status={availability?.status ?? 'offline'} />
      {label(availability)}
    </span>
  );
}
