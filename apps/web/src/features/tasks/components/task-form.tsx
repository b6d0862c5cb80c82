import {
  type CreateTaskInput,
  createTaskSchema,
  REMIND_BEFORE_CHOICES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TYPES,
  type Task,
} from '@aurora/contracts/tasks';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { SearchSelect } from '../../../components/ui/search-select';
import { TeamOptions, useTeamOptions } from '../../../entities/teams/team-options';
import { useAssignableUsers } from '../../../entities/users/assignable-users';
import type { Format } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useRelatedSearch } from '../api/search-related';
import { relatedLabelKey, relatedName, type TaskFormValues, taskPayloadOf } from './task-format';

const FIELDS = [
  'title',
  'description',
  'type',
  'priority',
  'status',
  'due_date',
  'due_time',
  'remind_before_minutes',
  'remind_at',
  'assignee_id',
  'team_id',
  'related',
] as const;

/** The form's values to the contract's body, the custom reminder read on the organization's clock. */
const schemaIn = (timeZone: string) =>
  z
    .custom<TaskFormValues>()
    .transform((values) => taskPayloadOf(values, timeZone))
    .pipe(createTaskSchema);

type TaskFormProps = {
  formId: string;
  organizationCode: string | null;
  /** The task's organization's formats: its times are typed and read on that organization's clock. */
  format: Format;
  task?: Task | undefined;
  defaults: TaskFormValues;
  onSubmit: (payload: CreateTaskInput) => Promise<void>;
};

/** Every field of a task; the contract's schema checks it before it is sent, the server after. */
export function TaskForm({ formId, organizationCode, format, task, defaults, onSubmit }: TaskFormProps) {
  const { t } = useTranslation();
  const timeZone = format.scope.timeZone;
  const schema = useMemo(() => schemaIn(timeZone), [timeZone]);
  // Times typed here are the organization's: named by its zone when the browser's reads another.
  const zone = format.zoneLabel(new Date());
  const zoned = (label: string) => (zone ? `${label} (${zone})` : label);
  const form = useForm<TaskFormValues, unknown, CreateTaskInput>({
    resolver: zodResolver(schema) as unknown as Resolver<TaskFormValues, unknown, CreateTaskInput>,
    defaultValues: defaults,
  });
  const { submit } = useServerSubmit(form, FIELDS, onSubmit);
  const { errors } = form.formState;
  const { users } = useAssignableUsers(task?.assignee);
  const teams = useTeamOptions(organizationCode);
  const related = form.watch('related');
  const customReminder = form.watch('remind_before_minutes') === 'custom';
  const [query, setQuery] = useState('');
  const search = useRelatedSearch(useDebouncedValue(query, 250));
  const relatedError =
    errors.related?.message ??
    (Array.isArray(errors.related) ? errors.related.find(Boolean)?.id?.message : undefined);

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
      <Field id="task-title" label={t('tasks.fields.title')} error={errors.title?.message} required>
        {(aria) => <Input {...aria} autoFocus autoComplete="off" {...form.register('title')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="task-type" label={t('tasks.fields.type')} error={errors.type?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('type')}>
              {TASK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`tasks.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="task-priority" label={t('tasks.fields.priority')} error={errors.priority?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('priority')}>
              {TASK_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`tasks.priorities.${priority}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="task-status" label={t('tasks.fields.status')} error={errors.status?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('status')}>
              {TASK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`tasks.statuses.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="task-due-date" label={t('tasks.fields.due_date')} error={errors.due_date?.message}>
          {(aria) => <Input {...aria} type="date" {...form.register('due_date')} />}
        </Field>
        <Field
          id="task-due-time"
          label={zoned(t('tasks.fields.due_time'))}
          error={errors.due_time?.message}
          hint={t('tasks.form.timeHint')}
        >
          {(aria) => <Input {...aria} type="time" {...form.register('due_time')} />}
        </Field>
        <Field
          id="task-reminder"
          label={t('tasks.fields.remind_at')}
          error={errors.remind_before_minutes?.message}
        >
          {(aria) => (
            <Select {...aria} {...form.register('remind_before_minutes')}>
              <option value="">{t('tasks.reminders.none')}</option>
              {REMIND_BEFORE_CHOICES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {t(`tasks.reminders.before.m${minutes}`)}
                </option>
              ))}
              <option value="custom">{t('tasks.reminders.custom')}</option>
            </Select>
          )}
        </Field>
      </div>
      {customReminder ? (
        <Field
          id="task-remind-at"
          label={zoned(t('tasks.reminders.customAt'))}
          error={errors.remind_at?.message}
          hint={t('tasks.form.reminderHint')}
          required
        >
          {(aria) => (
            <Input {...aria} type="datetime-local" className="sm:w-64" {...form.register('remind_at')} />
          )}
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="task-assignee" label={t('tasks.fields.assignee_id')} error={errors.assignee_id?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('assignee_id')}>
              <option value="">{t('tasks.form.unassigned')}</option>
              {users.map((user) => (
                <option key={user.id} value={String(user.id)}>
                  {user.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="task-team" label={t('tasks.fields.team_id')} error={errors.team_id?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('team_id')}>
              <option value="">{teams.data?.length ? '—' : t('tasks.form.noTeams')}</option>
              <TeamOptions organizationCode={organizationCode} current={task?.team} />
            </Select>
          )}
        </Field>
      </div>
      <Field id="task-related" label={t('tasks.fields.related')} error={relatedError}>
        {(aria) => (
          <div className="flex flex-col gap-2">
            {related.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label={t('tasks.fields.related')}>
                {related.map((record, index) => (
                  <li
                    key={`${record.type}:${record.id}`}
                    className="inline-flex items-center gap-1 rounded-full bg-neutral-100 py-0.5 pr-1 pl-2.5 text-xs text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100"
                  >
                    <span className="text-neutral-500 dark:text-neutral-400">
                      {t(relatedLabelKey(record.type))}
                    </span>
                    <span className="font-medium">{relatedName(record)}</span>
                    <button
                      type="button"
                      aria-label={t('tasks.related.remove', { name: relatedName(record) })}
                      className="rounded-full p-0.5 hover:bg-neutral-200 dark:hover:bg-neutral-700"
                      onClick={() =>
                        form.setValue(
                          'related',
                          related.filter((_, position) => position !== index),
                          { shouldDirty: true },
                        )
                      }
                    >
                      <X aria-hidden="true" className="size-3" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <SearchSelect
              {...aria}
              label={t('tasks.related.add')}
              placeholder={t('tasks.related.searchPlaceholder')}
              query={query}
              onQueryChange={setQuery}
              items={query.trim().length >= 2 ? (search.data ?? []) : []}
              loading={search.isFetching}
              getKey={(item) => `${item.type}:${item.id}`}
              selectedKey={null}
              empty={query.trim().length >= 2 && !search.isFetching ? t('tasks.related.none') : null}
              renderItem={(item) => (
                <span className="flex items-center gap-2">
                  <span className="text-xs text-neutral-500">{t(relatedLabelKey(item.type))}</span>
                  <span className="font-medium">{item.title}</span>
                </span>
              )}
              onSelect={(item) => {
                if (!related.some((record) => record.type === item.type && record.id === item.id)) {
                  form.setValue('related', [...related, { type: item.type, id: item.id, name: item.title }], {
                    shouldDirty: true,
                  });
                }
                setQuery('');
              }}
            />
          </div>
        )}
      </Field>
      <Field id="task-description" label={t('tasks.fields.description')} error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={3} {...form.register('description')} />}
      </Field>
    </form>
  );
}
