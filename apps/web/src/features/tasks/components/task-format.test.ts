import { describe, expect, it } from 'vitest';
import { createFormat, scopeOf } from '../../../lib/format';
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
  const spaced = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
  const mexico = { locale: 'es-MX', timezone: 'America/Mexico_City', default_currency: 'MXN' };

  it('a day-only and a timed task, read as the day and the day with its time', () => {
    const format = createFormat(scopeOf(mexico, 'en', 'America/Mexico_City'));
    expect(dueLabel({ due_date: '2026-03-09', due_at: null }, format)).toBe('Mar 9, 2026');
    expect(spaced(dueLabel({ due_date: '2026-03-09', due_at: '2026-03-10T05:45:00Z' }, format))).toBe(
      'Mar 9, 2026, 11:45 PM',
    );
    expect(dueLabel({ due_date: null, due_at: null }, format)).toBeNull();
  });

  it('a timed task seen from another zone: still the organization time, labelled with its zone', () => {
    // Listed "Nov 26, 22:30" and reminded "Nov 27, 4:30 AM" once: both now read the organization's clock.
    const format = createFormat(scopeOf(mexico, 'en', 'UTC'));
    expect(spaced(dueLabel({ due_date: '2026-11-26', due_at: '2026-11-27T04:30:00Z' }, format))).toBe(
      'Nov 26, 2026, 10:30 PM (GMT-6)',
    );
  });
});
