import { describe, expect, it } from 'vitest';
import {
  dueLabel,
  type TaskFormValues,
  taskFormDefaults,
  taskPayloadOf,
  toDateTimeLocal,
} from './task-format';

const values = (overrides: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...taskFormDefaults(undefined, { userId: 4 }),
  title: 'Send the quote',
  ...overrides,
});

describe('taskPayloadOf', () => {
  it('empty fields, become nulls and the creator stays the assignee', () => {
    expect(taskPayloadOf(values())).toEqual({
      title: 'Send the quote',
      description: null,
      type: 'to_do',
      priority: 'normal',
      status: 'open',
      due_date: null,
      due_time: null,
      remind_at: null,
      assignee_id: 4,
      team_id: null,
      related: [],
    });
  });

  it('a time without a day, is dropped rather than sent alone', () => {
    expect(taskPayloadOf(values({ due_time: '10:00' })).due_time).toBeNull();
    expect(taskPayloadOf(values({ due_date: '2026-12-01', due_time: '10:00' }))).toMatchObject({
      due_date: '2026-12-01',
      due_time: '10:00',
    });
  });

  it('a reminder typed in local time, is sent as the same instant in ISO', () => {
    const local = '2026-12-01T09:30';
    const payload = taskPayloadOf(values({ remind_at: local }));
    expect(payload.remind_at).toBe(new Date(local).toISOString());
    expect(toDateTimeLocal(payload.remind_at ?? null)).toBe(local);
  });

  it('related records and an unassigned task, keep type and id only', () => {
    const payload = taskPayloadOf(
      values({ assignee_id: '', related: [{ type: 'lead', id: 7, name: 'Ana' }] }),
    );
    expect(payload).toMatchObject({ assignee_id: null, related: [{ type: 'lead', id: 7 }] });
  });
});

describe('dueLabel', () => {
  it('a day-only and a timed task, read as the day and the day with its time', () => {
    expect(dueLabel({ due_date: '2026-03-09', due_time: null }, 'en')).toBe('Mar 9, 2026');
    expect(dueLabel({ due_date: '2026-03-09', due_time: '23:45' }, 'en')).toBe('Mar 9, 2026 23:45');
    expect(dueLabel({ due_date: null, due_time: null }, 'en')).toBeNull();
  });
});
