import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { toast } from '../ui/toast-store';

type DeleteProps = {
  title: string;
  description: string;
  onDelete: () => Promise<unknown>;
  leave?: { deleted: string; to: string };
};

/**
 * The confirmation of a record's deletion, opened by a Delete button or a menu item: runs
 * `onDelete`; with `leave`, then says `leave.deleted` and replaces the gone record's page with
 * `leave.to` (its list). A failure is shown as a toast and the record stays.
 */
export function RecordDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  onDelete,
  leave,
}: DeleteProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={t('common.delete')}
      loading={busy}
      onConfirm={async () => {
        setBusy(true);
        try {
          await onDelete();
          if (leave) {
            toast({ title: leave.deleted, color: 'success' });
            navigate(leave.to, { replace: true });
          }
          onOpenChange(false);
        } catch (error) {
          toast({ title: errorMessage(error, t('record.deleteFailed')), color: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

/** The Delete action of a record page: a button that asks first (`RecordDeleteDialog`). */
export function RecordDeleteButton({ label, ...props }: DeleteProps & { label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={label ?? t('common.delete')}>
        <Trash2 aria-hidden="true" className="text-error-600 dark:text-error-400" />
        <span className="max-sm:sr-only">{label ?? t('common.delete')}</span>
      </Button>
      <RecordDeleteDialog open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}
