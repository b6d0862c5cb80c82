import type { BulkActionInput } from '@aurora/contracts/records';
import { ChevronDown, CircleDot, Trash2, UserRound, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { MenuContent, MenuItem, MenuLabel, MenuSeparator } from '../ui/menu';
import { toast, toastFailure } from '../ui/toast-store';
import { useBulkAction } from './api/bulk-action';
import type { FilterOption } from './filter-fields';

/** Which bulk actions a module offers, with their choices. */
export type BulkActionsConfig = {
  /** Owners to assign to (user ids as values); "Unassigned" is added. */
  assign?: { options: FilterOption[] } | undefined;
  /** Statuses to set (status keys as values); an opportunity's status is called its stage. */
  setStatus?: { options: FilterOption[]; noun?: 'status' | 'stage' } | undefined;
  delete?: boolean | undefined;
};

/**
 * The bar shown while rows are selected: assign an owner, change the status, delete (confirmed),
 * all through `POST /{module}/bulk`.
 */
export function BulkActionBar({
  module,
  ids,
  actions,
  onDone,
}: {
  module: string;
  ids: number[];
  actions: BulkActionsConfig;
  /** Clears the selection once an action succeeded. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkAction(module);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const count = ids.length;

  function run(input: BulkActionInput, success: string) {
    bulk.mutate(input, {
      onSuccess: (result) => {
        toast({
          title: success,
          description: t('dataTable.affected', { count: result.affected }),
          color: 'success',
        });
        setConfirmDelete(false);
        onDone();
      },
      onError: (error) => {
        toastFailure({ title: t('dataTable.bulkFailed'), error });
      },
    });
  }

  return (
    <div
      role="toolbar"
      aria-label={t('dataTable.bulkActions')}
      className="fixed inset-x-3 bottom-4 z-30 mx-auto flex w-fit max-w-[calc(100vw-1.5rem)] flex-wrap items-center gap-1 rounded-xl border border-neutral-200 bg-white p-1.5 shadow-xl lg:left-60 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <span
        className="px-2 text-xs font-medium text-neutral-700 tabular-nums dark:text-neutral-200"
        aria-live="polite"
      >
        {t('dataTable.selected', { count })}
      </span>
      <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-neutral-200 dark:bg-neutral-700" />
      {actions.assign ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button size="sm" variant="ghost" disabled={bulk.isPending}>
              <UserRound aria-hidden="true" />
              {t('dataTable.assignOwner')}
              <ChevronDown aria-hidden="true" className="text-neutral-400" />
            </Button>
          </DropdownMenu.Trigger>
          <MenuContent side="top" className="max-h-72 overflow-y-auto">
            <MenuLabel>{t('dataTable.assignTo')}</MenuLabel>
            {actions.assign.options.map((option) => (
              <MenuItem
                key={option.value}
                onSelect={() =>
                  run(
                    { action: 'assign', ids, owner_id: Number(option.value) },
                    t('dataTable.assigned', { name: option.label }),
                  )
                }
              >
                {option.label}
              </MenuItem>
            ))}
            <MenuSeparator />
            <MenuItem
              onSelect={() => run({ action: 'assign', ids, owner_id: null }, t('dataTable.unassignedDone'))}
            >
              {t('dataTable.unassigned')}
            </MenuItem>
          </MenuContent>
        </DropdownMenu.Root>
      ) : null}
      {actions.setStatus ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button size="sm" variant="ghost" disabled={bulk.isPending}>
              <CircleDot aria-hidden="true" />
              {t(actions.setStatus.noun === 'stage' ? 'dataTable.changeStage' : 'dataTable.changeStatus')}
              <ChevronDown aria-hidden="true" className="text-neutral-400" />
            </Button>
          </DropdownMenu.Trigger>
          <MenuContent side="top" className="max-h-72 overflow-y-auto">
            <MenuLabel>
              {t(actions.setStatus.noun === 'stage' ? 'dataTable.setStageTo' : 'dataTable.setStatusTo')}
            </MenuLabel>
            {actions.setStatus.options.map((option) => (
              <MenuItem
                key={option.value}
                onSelect={() =>
                  run(
                    { action: 'set_status', ids, status: option.value },
                    t(
                      actions.setStatus?.noun === 'stage'
                        ? 'dataTable.stageChanged'
                        : 'dataTable.statusChanged',
                      { status: option.label },
                    ),
                  )
                }
              >
                <span
                  aria-hidden="true"
                  className="size-2 rounded-full"
                  style={{ backgroundColor: option.color ?? '#a1a1aa' }}
                />
                {option.label}
              </MenuItem>
            ))}
          </MenuContent>
        </DropdownMenu.Root>
      ) : null}
      {actions.delete ? (
        <Button
          size="sm"
          variant="ghost"
          className="text-error-600 hover:bg-error-50 hover:text-error-700 dark:text-error-400 dark:hover:bg-error-500/10"
          disabled={bulk.isPending}
          onClick={() => setConfirmDelete(true)}
        >
          <Trash2 aria-hidden="true" />
          {t('common.delete')}
        </Button>
      ) : null}
      <Button size="icon-sm" variant="ghost" aria-label={t('dataTable.clearSelection')} onClick={onDone}>
        <X />
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('dataTable.deleteTitle', { count })}
        description={t('dataTable.deleteDescription', { count })}
        confirmLabel={t('dataTable.deleteConfirm', { count })}
        loading={bulk.isPending}
        onConfirm={() => run({ action: 'delete', ids }, t('dataTable.deleted', { count }))}
      />
    </div>
  );
}
