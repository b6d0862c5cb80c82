import { ADMIN_ROLE } from '@aurora/contracts/constants';
import {
  addMemberSchema,
  type CreateMemberInput,
  createMemberSchema,
  type Member,
} from '@aurora/contracts/organizations';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2, TriangleAlert, UserPlus, Users } from 'lucide-react';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { type FieldValues, type Path, type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { CheckboxField, Field } from '../../../components/ui/field';
import { Checkbox, Input } from '../../../components/ui/input';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { Tooltip } from '../../../components/ui/tooltip';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useAddMember } from '../api/add-member';
import { useCreateMember } from '../api/create-member';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';

const isAdministrator = (member: Member) => member.roles.some((role) => role.name === ADMIN_ROLE);

function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md bg-error-50 px-3 py-2 text-sm text-error-700 dark:bg-error-950/40 dark:text-error-300"
    >
      {message}
    </p>
  );
}

type MemberDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A member form's failed save: a 422 lands on its fields, anything else on the form's root.
 */
function showSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
) {
  if (error instanceof ApiError && error.status === 422) applyServerErrors(error, setError, fields);
  else setError('root', { message: error instanceof Error ? error.message : String(error) });
}

/** A member form in a dialog: closing the dialog forgets what was typed. */
function MemberFormDialog({
  open,
  onOpenChange,
  form,
  title,
  description,
  onSubmit,
  submitLabel,
  children,
}: MemberDialogProps & {
  form: {
    reset: () => void;
    formState: { isSubmitting: boolean; errors: { root?: { message?: string } } };
  };
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError message={form.formState.errors.root?.message} />
        {children}
        <div className="flex justify-end gap-2">
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function AddMemberDialog({
  organizationId,
  open,
  onOpenChange,
}: MemberDialogProps & { organizationId: number }) {
  const { t } = useTranslation();
  const add = useAddMember(organizationId);
  const form = useForm<z.input<typeof addMemberSchema>, unknown, z.output<typeof addMemberSchema>>({
    resolver: zodResolver(addMemberSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const member = await add.mutateAsync(values);
      toast({ title: t('members.added', { name: member.name }), color: 'success' });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      showSaveError(error, form.setError, ['email']);
    }
  });
  return (
    <MemberFormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={t('members.addTitle')}
      description={t('members.addDescription')}
      onSubmit={submit}
      submitLabel={t('members.add')}
    >
      <Field id="add-member-email" label={t('members.email')} error={form.formState.errors.email?.message}>
        {(aria) => <Input {...aria} {...form.register('email')} type="email" autoComplete="off" />}
      </Field>
    </MemberFormDialog>
  );
}

type CreateMemberValues = {
  name: string;
  email: string;
  password: string;
  administrator: boolean;
  is_agent: boolean;
};

function CreateMemberDialog({
  organizationId,
  open,
  onOpenChange,
}: MemberDialogProps & { organizationId: number }) {
  const { t } = useTranslation();
  const create = useCreateMember(organizationId);
  const form = useForm<CreateMemberValues>({
    defaultValues: { name: '', email: '', password: '', administrator: false, is_agent: false },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ administrator, ...values }) => {
    const input: CreateMemberInput = { ...values, roles: administrator ? [ADMIN_ROLE] : [] };
    const parsed = createMemberSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'email' || field === 'password')
          form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      const member = await create.mutateAsync(parsed.data);
      toast({ title: t('members.created', { name: member.name }), color: 'success' });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      showSaveError(error, form.setError, ['name', 'email', 'password', 'is_agent']);
    }
  });
  return (
    <MemberFormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={t('members.createTitle')}
      description={t('members.createDescription')}
      onSubmit={submit}
      submitLabel={t('members.createUser')}
    >
      <Field id="create-member-name" label={t('members.name')} error={errors.name?.message}>
        {(aria) => <Input {...aria} {...form.register('name')} autoComplete="off" />}
      </Field>
      <Field id="create-member-email" label={t('members.email')} error={errors.email?.message}>
        {(aria) => <Input {...aria} {...form.register('email')} type="email" autoComplete="off" />}
      </Field>
      <Field
        id="create-member-password"
        label={t('members.password')}
        error={errors.password?.message}
        hint={t('members.passwordHint')}
      >
        {(aria) => (
          <Input {...aria} {...form.register('password')} type="password" autoComplete="new-password" />
        )}
      </Field>
      <CheckboxField
        id="create-member-administrator"
        label={t('members.administrator')}
        hint={t('members.administratorHint')}
      >
        <Checkbox id="create-member-administrator" {...form.register('administrator')} />
      </CheckboxField>
      <CheckboxField id="create-member-agent" label={t('members.agent')} hint={t('members.agentHint')}>
        <Checkbox id="create-member-agent" {...form.register('is_agent')} />
      </CheckboxField>
    </MemberFormDialog>
  );
}

export function MembersPanel({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const members = useMembers(organizationId);
  const update = useUpdateMember(organizationId);
  const remove = useRemoveMember(organizationId);
  const [adding, setAdding] = useState(false);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const format = useFormat();

  function change(member: Member, payload: { roles?: Array<typeof ADMIN_ROLE>; is_agent?: boolean }) {
    update.mutate(
      { userId: member.id, payload },
      {
        onSuccess: () => toast({ title: t('members.updated', { name: member.name }), color: 'success' }),
        onError: (error) => toastFailure({ title: t('members.updateFailed'), error }),
      },
    );
  }

  return (
    <Card aria-labelledby="members-title">
      <CardHeader
        titleId="members-title"
        title={t('members.title')}
        description={t('members.description')}
        actions={
          <>
            <Button size="sm" onClick={() => setAdding(true)}>
              <UserPlus aria-hidden="true" />
              {t('members.addExisting')}
            </Button>
            <Button size="sm" variant="primary" onClick={() => setCreating(true)}>
              {t('members.createUser')}
            </Button>
          </>
        }
      />
      {members.isPending ? (
        <LoadingPanel label={t('members.loading')} />
      ) : members.isError ? (
        <StatePanel
          tone="error"
          icon={<TriangleAlert />}
          title={t('members.loadError')}
          description={members.error.message}
        />
      ) : members.data.length === 0 ? (
        <StatePanel icon={<Users />} title={t('members.empty')} description={t('members.emptyHint')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-200 text-xs text-neutral-500 dark:border-neutral-800 dark:text-neutral-400">
                <th scope="col" className="h-9 px-4 font-medium">
                  {t('members.member')}
                </th>
                <th scope="col" className="h-9 px-4 font-medium">
                  {t('members.administrator')}
                </th>
                <th scope="col" className="h-9 px-4 font-medium">
                  {t('members.agent')}
                </th>
                <th scope="col" className="h-9 px-4 font-medium">
                  {t('members.joined')}
                </th>
                <th scope="col" className="h-9 px-4 font-medium">
                  <span className="sr-only">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => {
                const admin = isAdministrator(member);
                return (
                  <tr
                    key={member.id}
                    className="border-b border-neutral-100 last:border-b-0 dark:border-neutral-800/70"
                  >
                    <td className="px-4 py-2.5">
                      <div className="font-medium text-neutral-900 dark:text-white">{member.name}</div>
                      <div className="text-xs text-neutral-500 dark:text-neutral-400">{member.email}</div>
                    </td>
                    <td className="px-4 py-2.5">
                      <div className="inline-flex items-center gap-2">
                        <Checkbox
                          checked={admin}
                          aria-label={t('members.administratorFor', { name: member.name })}
                          onChange={(event) =>
                            change(member, { roles: event.target.checked ? [ADMIN_ROLE] : [] })
                          }
                        />
                        {admin ? <Badge tone="primary">{t('members.administrator')}</Badge> : null}
                      </div>
                    </td>
                    <td className="px-4 py-2.5">
                      <div className="inline-flex items-center gap-2">
                        <Checkbox
                          checked={member.agent !== null}
                          aria-label={t('members.agentFor', { name: member.name })}
                          onChange={(event) => change(member, { is_agent: event.target.checked })}
                        />
                        {member.agent ? <Badge tone="secondary">{t('members.agent')}</Badge> : null}
                      </div>
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap text-neutral-500 dark:text-neutral-400">
                      {format.date(member.joined_at)}
                    </td>
                    <td className="px-4 py-2.5 text-right">
                      <Tooltip label={t('members.removeLabel', { name: member.name })}>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={t('members.removeLabel', { name: member.name })}
                          onClick={() => setRemoving(member)}
                        >
                          <Trash2 />
                        </Button>
                      </Tooltip>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AddMemberDialog organizationId={organizationId} open={adding} onOpenChange={setAdding} />
      <CreateMemberDialog organizationId={organizationId} open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('members.removeTitle')}
        description={t('members.removeDescription', { name: removing?.name ?? '' })}
        confirmLabel={t('members.remove')}
        loading={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          const member = removing;
          remove.mutate(member.id, {
            onSuccess: () => {
              toast({ title: t('members.removed', { name: member.name }), color: 'success' });
              setRemoving(null);
            },
            onError: (error) => toastFailure({ title: t('members.removeFailed'), error }),
          });
        }}
      />
    </Card>
  );
}
