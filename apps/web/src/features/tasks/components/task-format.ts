import type { CallableType } from '@aurora/contracts/calls';
import {
  type CreateTaskInput,
  REMIND_BEFORE_CHOICES,
  type Task,
  type TaskGroup,
  type TaskPriority,
  type TaskRelatedType,
} from '@aurora/contracts/tasks';
import { isLocalDateTime, isoInZone, localToInstant } from '@aurora/contracts/time-zones';
import { RECORD_TYPES, recordLink } from '../../../components/record/record-types';
import type { Tone } from '../../../components/ui/badge';
import type { Format } from '../../../lib/format';
import { formatPhone } from '../../../lib/phone';

export const GROUP_TONES: Record<TaskGroup, Tone> = {
  overdue: 'error',
  today: 'warning',
  upcoming: 'neutral',
  done: 'success',
};

/** The word for the type of a record a task is about: the record type's own name, or a call. */
export const relatedLabelKey = (type: TaskRelatedType) =>
  type === 'call' ? 'tasks.related.call' : RECORD_TYPES[type].labelKey;

/** A related record's name as people read it: a call is named by its number, written as people write it. */
export const relatedName = (record: { type: TaskRelatedType; name: string }) =>
  record.type === 'call' ? formatPhone(record.name) : record.name;

export const PRIORITY_TONES: Record<TaskPriority, Tone> = { high: 'error', normal: 'neutral', low: 'info' };

/**
 * A task's due as people read it, in its organization's zone (`format`): the day, and the time
 * when it has one, labelled with the zone when the browser's differs. Null when it has no due.
 */
export function dueLabel(task: Pick<Task, 'due_date' | 'due_at'>, format: Format): string | null {
  if (task.due_at) return format.dateTime(task.due_at);
  return task.due_date ? format.day(task.due_date) : null;
}

/** What the form's inputs hold: strings, '' for empty. */
export type TaskFormValues = {
  title: string;
  description: string;
  type: string;
  priority: string;
  status: string;
  due_date: string;
  due_time: string;
  /** A choice of `REMIND_BEFORE_CHOICES` (minutes before the due), `custom` (`remind_at`), or '' (none). */
  remind_before_minutes: string;
  /** `<input type="datetime-local">`: the organization's wall clock; read only for a custom reminder. */
  remind_at: string;
  assignee_id: string;
  team_id: string;
  related: { type: TaskRelatedType; id: number; name: string }[];
};

/** `YYYY-MM-DDTHH:MM` of an instant on the organization's clock (`timeZone`), for a datetime-local input. */
export function toDateTimeLocal(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : isoInZone(at, timeZone).slice(0, 16);
}

/**
 * The API's body from the form: empty strings become null, the reminder an ISO instant of the
 * time as the organization's clock (`timeZone`) reads it, as its due is (decision 036).
 */
export function taskPayloadOf(values: TaskFormValues, timeZone: string): CreateTaskInput {
  const custom = values.remind_before_minutes === 'custom';
  const reminder =
    custom && isLocalDateTime(values.remind_at) ? localToInstant(values.remind_at, timeZone) : null;
  return {
    title: values.title,
    description: values.description || null,
    type: values.type as CreateTaskInput['type'],
    priority: values.priority as CreateTaskInput['priority'],
    status: values.status as CreateTaskInput['status'],
    due_date: values.due_date || null,
    due_time: values.due_date && values.due_time ? values.due_time : null,
    remind_at:
      reminder && !Number.isNaN(reminder.getTime())
        ? reminder.toISOString()
        : (custom && values.remind_at) || null,
    remind_before_minutes:
      values.remind_before_minutes && !custom ? Number(values.remind_before_minutes) : null,
    assignee_id: values.assignee_id ? Number(values.assignee_id) : null,
    team_id: values.team_id ? Number(values.team_id) : null,
    related: values.related.map((record) => ({
      type: record.type as NonNullable<CreateTaskInput['related']>[number]['type'],
      id: record.id,
    })),
  };
}

export function taskFormDefaults(
  task: Task | undefined,
  options: { userId: number | null; timeZone: string; related?: TaskFormValues['related'] },
): TaskFormValues {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    type: task?.type ?? 'to_do',
    priority: task?.priority ?? 'normal',
    status: task?.status ?? 'open',
    due_date: task?.due_date ?? '',
    due_time: task?.due_time ?? '',
    remind_before_minutes: reminderChoiceOf(task),
    remind_at: toDateTimeLocal(task?.remind_at ?? null, options.timeZone),
    assignee_id: task
      ? task.assignee
        ? String(task.assignee.id)
        : ''
      : options.userId
        ? String(options.userId)
        : '',
    team_id: task?.team ? String(task.team.id) : '',
    related: task?.related ?? options.related ?? [],
  };
}

/** The form's reminder choice for a task: its offset when the form offers it, else a custom time. */
function reminderChoiceOf(task: Task | undefined): string {
  const before = task?.remind_before_minutes;
  if (before != null && (REMIND_BEFORE_CHOICES as readonly number[]).includes(before)) return String(before);
  return task?.remind_at ? 'custom' : '';
}

/**
 * How a task's records can be reached, for its Call and Email actions: the number of the call it
 * is about (a callback) or else of the first person or client with one, that record as the call's
 * record, and the first email.
 */
export function taskReach(task: Pick<Task, 'related'>) {
  const call = task.related.find((record) => record.type === 'call');
  const records = task.related.filter((record) => record.type !== 'call');
  const withPhone = records.find((record) => record.phone);
  const callable = records.find((record) => record.phone !== undefined) ?? null;
  const contact = records.find((record) => record.type === 'contact');
  return {
    // A call link is named by its other party's number.
    phone: call?.name || withPhone?.phone || null,
    doNotCall: !call && Boolean(withPhone?.do_not_call),
    contactId: contact?.id ?? null,
    callable: callable ? { type: callable.type as CallableType, id: callable.id } : null,
    email: records.find((record) => record.email)?.email ?? null,
  };
}

/**
 * The one-click action of an open task's type: call (someone to call), email (an address),
 * calendar (a meeting with a day, to add to one's calendar), or none.
 */
export function typeActionOf(
  task: Pick<Task, 'type' | 'status' | 'related' | 'due_date'>,
): 'call' | 'email' | 'calendar' | null {
  if (task.status !== 'open') return null;
  const reach = taskReach(task);
  if (task.type === 'call' && reach.phone) return 'call';
  if (task.type === 'email' && reach.email) return 'email';
  if (task.type === 'meeting' && task.due_date) return 'calendar';
  return null;
}

/** The web path of the first record a task is about that has a page of its own (`/mx/leads/7`), or null. */
export function relatedRecordPath(task: Pick<Task, 'related'>, organizationCode: string): string | null {
  for (const record of task.related) {
    if (record.type === 'call') continue;
    const link = recordLink(`/${organizationCode.toLowerCase()}`, record.type, record.id);
    if (link) return link;
  }
  return null;
}
