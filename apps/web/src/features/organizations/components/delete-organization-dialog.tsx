import type { Organization } from '@aurora/contracts/organizations';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useDeleteOrganization } from '../api/delete-organization';

export function DeleteOrganizationDialog({
  organization,
  open,
  onOpenChange,
  onDeleted,
}: {
  organization: Organization;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteOrganization();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('organizations.deleteTitle', { name: organization.name })}
      description={t('organizations.deleteDescription', { name: organization.name, code: organization.code })}
      confirmLabel={t('common.delete')}
      loading={remove.isPending}
      onConfirm={() =>
        remove.mutate(organization.id, {
          onSuccess: () => {
            toast({ title: t('organizations.deleted', { name: organization.name }), color: 'success' });
            onOpenChange(false);
            onDeleted();
          },
          onError: (error) => {
            toastFailure({ title: t('organizations.deleteFailed'), error });
          },
        })
      }
    />
  );
}
