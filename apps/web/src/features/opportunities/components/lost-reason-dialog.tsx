import { OPPORTUNITY_LOST_NOTE_MAX } from '@aurora/contracts/opportunities';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select, Textarea } from '../../../components/ui/input';
import { useDefinitions } from '../../../entities/reference/reference-data';

export type LostReason = { lost_reason: string; lost_note: string | null };

/** Asks why a deal was lost before it moves to the lost stage `stageName`. */
export function LostReasonDialog({
  open,
  stageName,
  pending = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  stageName: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: (reason: LostReason) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const reasons = useDefinitions('lost_reasons');
  const selectRef = useRef<HTMLSelectElement>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  // Each opening starts empty.
  useEffect(() => {
    if (!open) return;
    setReason('');
    setNote('');
    setMissing(false);
  }, [open]);

  // Focused as it appears, so the dialog opens on the reason rather than on its close button.
  const attachSelect = useCallback((node: HTMLSelectElement | null) => {
    selectRef.current = node;
    node?.focus();
  }, []);

  const submit = () => {
    if (!reason) {
      setMissing(true);
      selectRef.current?.focus();
      return;
    }
    onConfirm({ lost_reason: reason, lost_note: note.trim() || null });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
      title={t('pipeline.lostReason.title')}
      description={t('pipeline.lostReason.description', { stage: stageName })}
      footer={
        <>
          <Button onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {t('pipeline.lostReason.confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4"
      >
        <Field
          id={`${formId}-reason`}
          label={t('pipeline.lostReason.reason')}
          required
          error={missing ? t('pipeline.lostReason.required') : undefined}
        >
          {(aria) => (
            <Select
              {...aria}
              ref={attachSelect}
              required
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value) setMissing(false);
              }}
            >
              <option value="">
                {reasons.isPending ? t('pipeline.lostReason.loading') : t('pipeline.lostReason.choose')}
              </option>
              {(reasons.data ?? [])
                .filter((definition) => definition.is_active)
                .map((definition) => (
                  <option key={definition.key} value={definition.key}>
                    {definition.label}
                  </option>
                ))}
            </Select>
          )}
        </Field>
        <Field
          id={`${formId}-note`}
          label={t('pipeline.lostReason.note')}
          hint={t('pipeline.lostReason.noteHint', { max: OPPORTUNITY_LOST_NOTE_MAX })}
        >
          {(aria) => (
            <Textarea
              {...aria}
              rows={3}
              maxLength={OPPORTUNITY_LOST_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
