import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-layout';
import { Textarea } from '../../../../components/ui/input';
import { ApiError, errorReference } from '../../../../lib/api-client';

/**
 * A confirmation that asks why (voiding an invoice or a payment): the reason is required, and the
 * server's refusal is shown in the dialog, which stays open.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reasonLabel,
  confirmLabel,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  reasonLabel: string;
  confirmLabel: string;
  /** Resolves when done; a rejection is shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ message: string; reference: string | undefined }>();
  const [busy, setBusy] = useState(false);
  const id = `reason${useId()}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('invoices.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setReason('');
      onOpenChange(false);
    } catch (caught) {
      const message =
        caught instanceof ApiError ? (caught.errors.reason?.[0] ?? caught.message) : t('errors.unexpected');
      if (caught instanceof ApiError && caught.errors.reason) setError(message);
      else setFailure({ message, reference: errorReference(caught) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(undefined);
          setFailure(undefined);
        }
        onOpenChange(next);
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} variant="danger" loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={failure?.message} reference={failure?.reference} />
        {children}
        <Field id={id} label={reasonLabel} error={error} required>
          {(aria) => (
            <Textarea
              {...aria}
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value.trim()) setError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
