import { MAX_REASON_LENGTH, UNAVAILABLE_REASONS } from '@aurora/contracts/teams';
import { Check, CircleCheck, CircleMinus, PencilLine } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { MenuItem, MenuLabel } from '../../components/ui/menu';
import { toastFailure } from '../../components/ui/toast-store';
import { useMyAvailability, useSetMyAvailability } from './availability';
import { AvailabilityBadge } from './availability-badge';

function Selected({ when }: { when: boolean }) {
  return when ? (
    <Check aria-hidden="true" className="ml-auto !text-primary-600 dark:!text-primary-400" />
  ) : null;
}

/**
 * The agent's availability in the user menu: what colleagues see now, and the choices (available,
 * unavailable for a usual reason, or for a reason typed in a small dialog). `items` go inside the
 * menu, `dialog` outside it (the menu closes when the dialog opens).
 */
export function useAvailabilityMenu(enabled: boolean): { items: ReactNode; dialog: ReactNode } {
  const { t } = useTranslation();
  const mine = useMyAvailability(enabled);
  const set = useSetMyAvailability();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!enabled) return { items: null, dialog: null };

  const current = mine.data;
  const choose = (status: 'available' | 'unavailable', why: string | null) =>
    set.mutateAsync({ status, reason: why }).then(
      () => true,
      (failure: unknown) => {
        toastFailure({ title: t('availability.saveError'), error: failure });
        return false;
      },
    );
  const submitOther = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(t('availability.reasonRequired'));
      return;
    }
    if (await choose('unavailable', text)) {
      setAsking(false);
      setReason('');
      setError(undefined);
    }
  };

  const items = (
    <DropdownMenu.Group>
      <MenuLabel>{t('availability.title')}</MenuLabel>
      <div className="px-2 pb-1.5">
        <AvailabilityBadge availability={current} />
      </div>
      <MenuItem onSelect={() => void choose('available', null)}>
        <CircleCheck aria-hidden="true" />
        {t('availability.setAvailable')}
        <Selected when={current?.chosen === 'available'} />
      </MenuItem>
      {UNAVAILABLE_REASONS.map((preset) => (
        <MenuItem key={preset} onSelect={() => void choose('unavailable', preset)}>
          <CircleMinus aria-hidden="true" />
          {t('availability.setUnavailable', { reason: t(`availability.reasons.${preset}`) })}
          <Selected when={current?.chosen === 'unavailable' && current.reason === preset} />
        </MenuItem>
      ))}
      <MenuItem onSelect={() => setAsking(true)}>
        <PencilLine aria-hidden="true" />
        {t('availability.otherReason')}
      </MenuItem>
    </DropdownMenu.Group>
  );

  const dialog = (
    <Dialog
      open={asking}
      onOpenChange={(open) => {
        setAsking(open);
        if (!open) setError(undefined);
      }}
      title={t('availability.otherTitle')}
      description={t('availability.otherDescription')}
      footer={
        <>
          <Button onClick={() => setAsking(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="availability-reason-form" loading={set.isPending}>
            {t('availability.setUnavailableShort')}
          </Button>
        </>
      }
    >
      <form id="availability-reason-form" onSubmit={(event) => void submitOther(event)} noValidate>
        <Field id="availability-reason" label={t('availability.reason')} error={error} required>
          {(aria) => (
            <Input
              {...aria}
              value={reason}
              maxLength={MAX_REASON_LENGTH}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
  return { items, dialog };
}
