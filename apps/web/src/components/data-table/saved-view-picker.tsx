import { createSavedViewSchema, type SavedView } from '@aurora/contracts/saved-views';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, ChevronDown, Layers, Lock, Save, Users } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { cn } from '../../lib/cn';
import { applyServerErrors } from '../../lib/form-errors';
import { useSession } from '../../lib/session-store';
import { Button } from '../ui/button';
import { ConfirmDialog, Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { MenuContent, MenuItem, MenuLabel, MenuSeparator } from '../ui/menu';
import { toast, toastFailure } from '../ui/toast-store';
import { useCreateSavedView } from './api/create-saved-view';
import { useDeleteSavedView } from './api/delete-saved-view';
import { type SavedViewModule, useSavedViews } from './api/get-saved-views';
import { useUpdateSavedView } from './api/update-saved-view';
import { differsFromView, toViewState } from './list-state';
import type { ListController } from './use-list-state';

const viewFormSchema = createSavedViewSchema.pick({ name: true, visibility: true });
type ViewForm = z.input<typeof viewFormSchema>;

/**
 * The list header's view picker: the plain list, my views and the shared ones. Choosing a view
 * puts its filters, sort, search and columns in the URL; the current state can be saved as a
 * new view or into the view it came from (when that view is the caller's to change).
 */
export function SavedViewPicker({
  module,
  list,
  allLabel,
}: {
  module: SavedViewModule;
  list: ListController;
  /** "All leads". */
  allLabel: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const views = useSavedViews(module);
  const update = useUpdateSavedView();
  const remove = useDeleteSavedView();
  const [dialog, setDialog] = useState<'create' | 'edit' | 'delete' | null>(null);

  const all = views.data ?? [];
  const current = list.state.view ? all.find((view) => view.id === list.state.view) : undefined;
  const mine = all.filter((view) => view.owner.id === user?.id);
  const shared = all.filter((view) => view.owner.id !== user?.id);
  const modified = current
    ? differsFromView(list.state, current, list.config)
    : list.narrowed || list.state.sort !== '' || list.state.columns.length > 0;

  function saveChanges(view: SavedView) {
    update.mutate(
      { id: view.id, input: toViewState(list.state) },
      {
        onSuccess: (saved) =>
          toast({ title: t('savedViews.updated', { name: saved.name }), color: 'success' }),
        onError: (error) => toastFailure({ title: t('savedViews.saveFailed'), error }),
      },
    );
  }

  return (
    <div className="flex items-center gap-1">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('savedViews.pickerLabel', { name: current?.name ?? allLabel })}
          >
            <Layers aria-hidden="true" className="text-neutral-500" />
            <span className="max-w-40 truncate font-semibold text-neutral-900 dark:text-white">
              {current?.name ?? allLabel}
            </span>
            {current && modified ? (
              <span className="text-xs font-normal text-neutral-500 italic dark:text-neutral-400">
                {t('savedViews.edited')}
              </span>
            ) : null}
            <ChevronDown aria-hidden="true" className="text-neutral-400" />
          </Button>
        </DropdownMenu.Trigger>
        <MenuContent
          align="start"
          className="w-64 max-h-[min(32rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto"
        >
          <ViewItem label={allLabel} active={!current} onSelect={() => list.applyView(null)} />
          <MenuSeparator />
          <MenuLabel>{t('savedViews.myViews')}</MenuLabel>
          {views.isPending ? (
            <p className="px-2 py-1.5 text-xs text-neutral-500">{t('savedViews.loading')}</p>
          ) : views.isError ? (
            <p className="px-2 py-1.5 text-xs text-error-600">{t('savedViews.loadError')}</p>
          ) : mine.length === 0 ? (
            <p className="px-2 py-1.5 text-xs text-neutral-500">{t('savedViews.noViews')}</p>
          ) : (
            mine.map((view) => (
              <ViewItem
                key={view.id}
                label={view.name}
                shared={view.visibility === 'shared'}
                active={current?.id === view.id}
                onSelect={() => list.applyView(view)}
              />
            ))
          )}
          {shared.length > 0 ? (
            <>
              <MenuLabel>{t('savedViews.sharedViews')}</MenuLabel>
              {shared.map((view) => (
                <ViewItem
                  key={view.id}
                  label={view.name}
                  hint={t('savedViews.by', { name: view.owner.name })}
                  active={current?.id === view.id}
                  onSelect={() => list.applyView(view)}
                />
              ))}
            </>
          ) : null}
          <MenuSeparator />
          <MenuItem onSelect={() => setDialog('create')}>
            <Save aria-hidden="true" />
            {t('savedViews.saveAs')}
          </MenuItem>
          {current?.editable ? (
            <>
              {modified ? (
                <MenuItem onSelect={() => saveChanges(current)}>
                  <Check aria-hidden="true" />
                  {t('savedViews.saveChanges', { name: current.name })}
                </MenuItem>
              ) : null}
              <MenuItem onSelect={() => setDialog('edit')}>{t('savedViews.edit')}</MenuItem>
              <MenuItem
                onSelect={() => setDialog('delete')}
                className="text-error-600 data-[highlighted]:text-error-700 dark:text-error-400"
              >
                {t('savedViews.delete')}
              </MenuItem>
            </>
          ) : null}
        </MenuContent>
      </DropdownMenu.Root>

      {modified ? (
        current?.editable ? (
          <Button size="sm" variant="ghost" loading={update.isPending} onClick={() => saveChanges(current)}>
            {t('savedViews.saveShort')}
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setDialog('create')}>
            <Save aria-hidden="true" />
            {t('savedViews.saveView')}
          </Button>
        )
      ) : null}

      <ViewDialog
        key={dialog === 'edit' ? `edit-${current?.id}` : 'create'}
        open={dialog === 'create' || dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? dialog : null)}
        module={module}
        list={list}
        editing={dialog === 'edit' ? current : undefined}
      />
      {current ? (
        <ConfirmDialog
          open={dialog === 'delete'}
          onOpenChange={(open) => setDialog(open ? 'delete' : null)}
          title={t('savedViews.deleteTitle', { name: current.name })}
          description={t('savedViews.deleteDescription')}
          confirmLabel={t('common.delete')}
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(current.id, {
              onSuccess: () => {
                toast({ title: t('savedViews.deleted', { name: current.name }), color: 'success' });
                setDialog(null);
                list.setView(null);
              },
              onError: (error) => toastFailure({ title: t('savedViews.deleteFailed'), error }),
            })
          }
        />
      ) : null}
    </div>
  );
}

function ViewItem({
  label,
  hint,
  shared = false,
  active,
  onSelect,
}: {
  label: string;
  hint?: string;
  shared?: boolean;
  active: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <MenuItem
      onSelect={onSelect}
      aria-current={active || undefined}
      className={cn('pr-7', active && 'font-medium')}
    >
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {hint ? <span className="shrink-0 truncate text-xs text-neutral-400">{hint}</span> : null}
      {shared ? <Users aria-label={t('savedViews.shared')} className="shrink-0" /> : null}
      {active ? (
        <span aria-hidden="true" className="absolute right-2.5 size-1.5 rounded-full bg-primary-500" />
      ) : null}
    </MenuItem>
  );
}

/** Save the list as a view, or rename / share an existing one. */
function ViewDialog({
  open,
  onOpenChange,
  module,
  list,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  module: SavedViewModule;
  list: ListController;
  editing?: SavedView | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateSavedView();
  const update = useUpdateSavedView();
  const form = useForm<ViewForm>({
    resolver: zodResolver(viewFormSchema),
    defaultValues: { name: editing?.name ?? '', visibility: editing?.visibility ?? 'private' },
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ name: editing?.name ?? '', visibility: editing?.visibility ?? 'private' });
  }, [open, editing, reset]);

  const submit = form.handleSubmit((values) => {
    const onError = (error: Error) => applyServerErrors(error, form.setError, ['name', 'visibility']);
    if (editing) {
      update.mutate(
        { id: editing.id, input: values },
        {
          onSuccess: (saved) => {
            toast({ title: t('savedViews.updated', { name: saved.name }), color: 'success' });
            onOpenChange(false);
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { module, ...values, ...toViewState(list.state) },
      {
        onSuccess: (saved) => {
          toast({ title: t('savedViews.saved', { name: saved.name }), color: 'success' });
          onOpenChange(false);
          list.setView(saved.id);
        },
        onError,
      },
    );
  });

  const errors = form.formState.errors;
  const visibility = form.watch('visibility');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('savedViews.editTitle') : t('savedViews.saveTitle')}
      description={editing ? undefined : t('savedViews.saveDescription')}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            type="submit"
            form={`${id}-form`}
            loading={create.isPending || update.isPending}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field id={`${id}-name`} label={t('savedViews.name')} error={errors.name?.message} required>
          {(aria) => <Input {...aria} autoComplete="off" {...form.register('name')} />}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
            {t('savedViews.visibility')}
          </legend>
          {(['private', 'shared'] as const).map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors',
                visibility === option
                  ? 'border-primary-500 bg-primary-50/50 dark:bg-primary-500/10'
                  : 'border-neutral-200 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-800/50',
              )}
            >
              <input
                type="radio"
                value={option}
                className="mt-0.5 accent-primary-600"
                {...form.register('visibility')}
              />
              <span className="flex flex-col">
                <span className="flex items-center gap-1.5 text-sm font-medium text-neutral-900 dark:text-neutral-100">
                  {option === 'private' ? (
                    <Lock aria-hidden="true" className="size-3.5" />
                  ) : (
                    <Users aria-hidden="true" className="size-3.5" />
                  )}
                  {t(`savedViews.${option}`)}
                </span>
                <span className="text-xs text-neutral-500 dark:text-neutral-400">
                  {t(`savedViews.${option}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {errors.root?.message ? (
          <p role="alert" className="text-sm text-error-600 dark:text-error-400">
            {errors.root.message}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
