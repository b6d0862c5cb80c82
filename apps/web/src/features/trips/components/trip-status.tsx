import { TRIP_MOVES, type TripStatus } from '@aurora/contracts/travel/trips';
import { ChevronDown, Info } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/record/status-badge';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { MenuContent, MenuItem, MenuLabel } from '../../../components/ui/menu';
import { Tooltip } from '../../../components/ui/tooltip';
import type { TripReference } from './use-trip-reference';

/** A trip's status as its badge. */
export function TripStatusBadge({
  status,
  reference,
  size,
}: {
  status: TripStatus;
  reference: TripReference;
  size?: 'sm' | 'md';
}) {
  const { name, color } = reference.statusOf(status);
  return <StatusBadge name={name} color={color} size={size} />;
}

/**
 * The trip's status with a menu of the moves a person may make from it (TRIP_MOVES), and why the
 * others are missing: travelling and completed also follow the dates. Cancelling asks first.
 */
export function TripStatusMenu({
  status,
  reference,
  pending,
  onMove,
}: {
  status: TripStatus;
  reference: TripReference;
  pending: boolean;
  onMove: (status: TripStatus) => void;
}) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const moves = TRIP_MOVES[status];
  const current = reference.statusOf(status);
  const hint = status === 'completed' ? t('tripPage.status.completedHint') : t('tripPage.status.datesHint');

  const badge = <StatusBadge name={current.name} color={current.color} size="md" />;
  return (
    <span className="inline-flex items-center gap-1">
      {moves.length === 0 ? (
        badge
      ) : (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            disabled={pending}
            aria-label={t('tripPage.status.change', { status: current.name })}
            className="inline-flex cursor-pointer items-center gap-0.5 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-wait disabled:opacity-60"
          >
            {badge}
            <ChevronDown aria-hidden="true" className="size-3.5 text-neutral-500 dark:text-neutral-400" />
          </DropdownMenu.Trigger>
          <MenuContent align="start">
            <MenuLabel>{t('tripPage.status.moveTo')}</MenuLabel>
            {moves.map((move) => {
              const target = reference.statusOf(move);
              return (
                <MenuItem
                  key={move}
                  onSelect={() => (move === 'cancelled' ? setCancelling(true) : onMove(move))}
                >
                  <span
                    aria-hidden="true"
                    className="size-2 shrink-0 rounded-full"
                    style={{ backgroundColor: target.color ?? '#71717a' }}
                  />
                  {target.name}
                </MenuItem>
              );
            })}
          </MenuContent>
        </DropdownMenu.Root>
      )}
      <Tooltip label={hint}>
        <button
          type="button"
          aria-label={hint}
          className="inline-flex size-6 cursor-help items-center justify-center rounded-full text-neutral-400 hover:text-neutral-600 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-neutral-500 dark:hover:text-neutral-300"
        >
          <Info aria-hidden="true" className="size-3.5" />
        </button>
      </Tooltip>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('tripPage.status.cancelTitle')}
        description={t('tripPage.status.cancelDescription')}
        confirmLabel={t('tripPage.status.cancelConfirm')}
        loading={pending}
        onConfirm={() => {
          setCancelling(false);
          onMove('cancelled');
        }}
      />
    </span>
  );
}
