import { CALL_NOTES_MAX_LENGTH, type Call } from '@aurora/contracts/calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Select, Textarea } from '../../../components/ui/input';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useDefinitions } from '../../../entities/reference/reference-data';
import { useUpdateCall } from '../api/update-call';

/** Notes and outcome of a call, editable after it (the call's agent, or an administrator). */
export function CallNotesForm({ call }: { call: Call }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(call.notes ?? '');
  const [outcome, setOutcome] = useState(call.outcome ?? '');
  const outcomes = useDefinitions('call_outcomes');
  const update = useUpdateCall(call.id);
  const changed = notes !== (call.notes ?? '') || outcome !== (call.outcome ?? '');

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { notes, outcome: outcome || null },
          {
            onSuccess: () => toast({ title: t('calls.detail.saved'), color: 'success' }),
            onError: (error) => toastFailure({ title: t('calls.detail.saveFailed'), error }),
          },
        );
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label
          htmlFor="call-detail-outcome"
          className="text-xs font-medium text-neutral-700 dark:text-neutral-300"
        >
          {t('calls.fields.outcome')}
        </label>
        <Select id="call-detail-outcome" value={outcome} onChange={(event) => setOutcome(event.target.value)}>
          <option value="">{t('telephony.noOutcome')}</option>
          {(outcomes.data ?? []).map((definition) => (
            <option key={definition.key} value={definition.key}>
              {definition.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label
          htmlFor="call-detail-notes"
          className="text-xs font-medium text-neutral-700 dark:text-neutral-300"
        >
          {t('calls.fields.notes')}
        </label>
        <Textarea
          id="call-detail-notes"
          rows={4}
          maxLength={CALL_NOTES_MAX_LENGTH}
          value={notes}
          onChange={(event) => setNotes(event.target.value.slice(0, CALL_NOTES_MAX_LENGTH))}
          aria-describedby="call-detail-notes-count"
        />
        <p id="call-detail-notes-count" className="self-end text-xs text-neutral-500 tabular-nums">
          {notes.length}/{CALL_NOTES_MAX_LENGTH}
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={!changed || update.isPending}>
          {t('calls.detail.save')}
        </Button>
      </div>
    </form>
  );
}
