import type { CallableType } from '@aurora/contracts/calls';
import { type CreateTaskInput, createTaskSchema, type TaskRelatedType } from '@aurora/contracts/tasks';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast-store';
import { refreshAfterTaskChange } from '../../../entities/tasks/keys';
import { ApiError, errorReference } from '../../../lib/api-client';
import { createFollowUpTask } from '../api/create-follow-up-task';

/** What the follow-up of a finished call is about. */
export type FollowUpOffer = {
  callId: number;
  organizationCode: string | null;
  /** The other party's name, else their number. */
  name: string;
  callableType: CallableType | null;
  callableId: number | null;
};

const RECORD_TYPES: readonly TaskRelatedType[] = ['lead', 'client', 'contact'];

/** `YYYY-MM-DD` of the day after `now`, in the browser's time zone. */
export function tomorrowOf(now: Date): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}

/** The task's body: a call task about the call and the call's record, for the agent. */
export function followUpTaskOf(
  offer: FollowUpOffer,
  values: { title: string; dueDate: string; dueTime: string },
  assigneeId: number | null,
): CreateTaskInput {
  const related: NonNullable<CreateTaskInput['related']> = [{ type: 'call', id: offer.callId }];
  if (offer.callableType && offer.callableId !== null && RECORD_TYPES.includes(offer.callableType)) {
    related.push({ type: offer.callableType as TaskRelatedType, id: offer.callableId });
  }
  return {
    title: values.title,
    type: 'call',
    due_date: values.dueDate || null,
    due_time: values.dueDate && values.dueTime ? values.dueTime : null,
    ...(assigneeId !== null ? { assignee_id: assigneeId } : {}),
    related,
  };
}

type Errors = Partial<Record<'title' | 'due_date' | 'due_time' | 'root' | 'requestReference', string>>;

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'root');
    const key = field === 'title' || field === 'due_date' || field === 'due_time' ? field : 'root';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * After a call saved with an outcome that asks for a follow-up: a prefilled task (title, due
 * tomorrow, optional time) the agent adds with one click or Enter, or skips with Escape.
 */
export function FollowUpPrompt({
  offer,
  assigneeId,
  onDone,
  now = new Date(),
}: {
  offer: FollowUpOffer;
  assigneeId: number | null;
  /** Called once the task was added, or when the agent skips. */
  onDone: () => void;
  now?: Date;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState<string>(() => t('telephony.followUp.taskTitle', { name: offer.name }));
  const [dueDate, setDueDate] = useState(() => tomorrowOf(now));
  const [dueTime, setDueTime] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  // A ref, not the state: a double click reaches the handler twice before React re-renders.
  const sending = useRef(false);

  const accept = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    const body = followUpTaskOf(offer, { title, dueDate, dueTime }, assigneeId);
    if (dueTime && !dueDate) {
      setErrors({ due_time: t('telephony.followUp.timeNeedsDate') });
      return;
    }
    const parsed = createTaskSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    sending.current = true;
    setSaving(true);
    setErrors({});
    try {
      const task = await createFollowUpTask(body, offer.organizationCode);
      refreshAfterTaskChange(queryClient, task);
      toast({ title: t('telephony.followUp.added'), description: task.title, color: 'success' });
      onDone();
    } catch (error) {
      sending.current = false;
      setSaving(false);
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(
          errorsOf(
            Object.entries(error.errors).map(([field, messages]) => ({
              path: [field.split('.')[0] ?? field],
              message: messages[0] ?? error.message,
            })),
          ),
        );
      } else {
        setErrors({
          root: `${t('telephony.followUp.failed')} ${error instanceof Error ? error.message : ''}`.trim(),
          requestReference: errorReference(error),
        });
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form
      aria-labelledby="follow-up-title"
      onSubmit={(event) => void accept(event)}
      onKeyDown={onKeyDown}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-primary-200 bg-primary-50/50 p-3 dark:border-primary-900 dark:bg-primary-950/30"
    >
      <div className="flex items-start gap-2">
        <CalendarPlus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" />
        <div>
          <h3 id="follow-up-title" className="text-sm font-semibold text-neutral-900 dark:text-white">
            {t('telephony.followUp.title')}
          </h3>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">{t('telephony.followUp.hint')}</p>
        </div>
      </div>
      <FormAlert message={errors.root} reference={errors.requestReference} />
      <Field id="follow-up-task-title" label={t('telephony.followUp.taskLabel')} error={errors.title}>
        {(aria) => (
          <Input
            {...aria}
            value={title}
            autoComplete="off"
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="follow-up-due-date" label={t('telephony.followUp.dueDate')} error={errors.due_date}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
            />
          )}
        </Field>
        <Field id="follow-up-due-time" label={t('telephony.followUp.dueTime')} error={errors.due_time}>
          {(aria) => (
            <Input
              {...aria}
              type="time"
              value={dueTime}
              onChange={(event) => setDueTime(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="flex justify-end gap-2">
        <Button onClick={onDone} disabled={saving}>
          {t('telephony.followUp.skip')}
        </Button>
        <Button variant="primary" type="submit" loading={saving} disabled={saving} autoFocus>
          {t('telephony.followUp.add')}
        </Button>
      </div>
    </form>
  );
}
