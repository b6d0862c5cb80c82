import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { toast } from '../ui/toast-store';

/**
 * The Delete action of a record page: asks first, then runs `onDelete` (which navigates away and
 * says so). A failure is shown as a toast and the record stays.
 */
export function RecordDeleteButton({
  title,
  description,
  onDelete,
  label,
}: {
  title: string;
  description: string;
  onDelete: () => Promise<void>;
  label?: string;
}) {
  const { t } = useTranslation();
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
