import { MoreHorizontal, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { MenuContent, MenuItem } from '../ui/menu';
import { toast, toastFailure } from '../ui/toast-store';

type DeleteProps = {
  title: string;
  description: string;
  onDelete: () => Promise<unknown>;
  leave?: { deleted: string; to: string };
};

/**
 * The confirmation of a record's deletion: runs `onDelete`; with `leave`, then says
 * `leave.deleted` and replaces the gone record's page with `leave.to` (its list). A failure is
 * shown as a toast and the record stays.
 */
function RecordDeleteDialog({
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
          toastFailure({ title: t('record.deleteFailed'), error });
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

/**
 * A record page's "…" menu, last of its header's actions: Delete lives there, kept apart from Edit
 * and the everyday actions, and still asks first (`RecordDeleteDialog`).
 */
export function RecordMoreActions(props: DeleteProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('common.moreActions')}>
            <MoreHorizontal />
          </Button>
        </DropdownMenu.Trigger>
        <MenuContent align="end">
          <MenuItem
            onSelect={() => setDeleting(true)}
            className="text-error-600 dark:text-error-400 [&_svg]:text-error-600 dark:[&_svg]:text-error-400"
          >
            <Trash2 aria-hidden="true" />
            {t('common.delete')}
          </MenuItem>
        </MenuContent>
      </DropdownMenu.Root>
      <RecordDeleteDialog open={deleting} onOpenChange={setDeleting} {...props} />
    </>
  );
}
