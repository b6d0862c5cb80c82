import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { toast } from '../ui/toast-store';

/**
 * The Delete action of a record page: asks first, then runs `onDelete`; with `leave`, then says
 * `leave.deleted` and replaces the gone record's page with `leave.to` (its list). A failure is
 * shown as a toast and the record stays.
 */
export function RecordDeleteButton({
  title,
  description,
  onDelete,
  leave,
  label,
}: {
  title: string;
  description: string;
  onDelete: () => Promise<unknown>;
  leave?: { deleted: string; to: string };
  label?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={label ?? t('common.delete')}>
        <Trash2 aria-hidden="true" className="text-error-600 dark:text-error-400" />
        <span className="max-sm:sr-only">{label ?? t('common.delete')}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
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
            setOpen(false);
          } catch (error) {
            toast({ title: errorMessage(error, t('record.deleteFailed')), color: 'error' });
          } finally {
            setBusy(false);
          }
        }}
      />
    </>
  );
}
