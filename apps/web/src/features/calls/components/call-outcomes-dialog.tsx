import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField } from '../../../components/ui/field';
import { Checkbox } from '../../../components/ui/input';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useDefinitions } from '../../../entities/reference/reference-data';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateCallOutcome } from '../api/update-definition';

/**
 * Administrators choose which call outcomes ask for a follow-up: after a call saved with one of
 * them, the call modal offers a follow-up task. Each box saves at once.
 */
export function CallOutcomesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const outcomes = useDefinitions('call_outcomes');
  const update = useUpdateCallOutcome();
  const [saving, setSaving] = useState<number | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={t('calls.outcomes.title')}
      description={t('calls.outcomes.description')}
      footer={<Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>}
    >
      {outcomes.isPending ? (
        <LoadingPanel label={t('calls.outcomes.loading')} />
      ) : outcomes.isError ? (
        <p role="alert" className="text-sm text-error-600 dark:text-error-400">
          {errorMessage(outcomes.error, t('calls.outcomes.loadError'))}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {outcomes.data.map((outcome) => (
            <li key={outcome.id}>
              <CheckboxField
                id={`outcome-follow-up-${outcome.id}`}
                label={outcome.label}
                hint={outcome.is_active ? undefined : t('calls.outcomes.inactive')}
              >
                <Checkbox
                  id={`outcome-follow-up-${outcome.id}`}
                  checked={outcome.asks_follow_up}
                  disabled={saving === outcome.id}
                  onChange={(event) => {
                    const asksFollowUp = event.target.checked;
                    setSaving(outcome.id);
                    update.mutate(
                      { id: outcome.id, asksFollowUp },
                      {
                        onSuccess: () =>
                          toast({
                            title: asksFollowUp
                              ? t('calls.outcomes.nowAsks', { label: outcome.label })
                              : t('calls.outcomes.noLongerAsks', { label: outcome.label }),
                            color: 'success',
                          }),
                        onError: (error) => toastFailure({ title: t('calls.outcomes.saveError'), error }),
                        onSettled: () => setSaving(null),
                      },
                    );
                  }}
                />
              </CheckboxField>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
