import type { Task, TaskRelated } from '@aurora/contracts/tasks';
import { describe, expect, it } from 'vitest';
import { createFormat, scopeOf } from '../../../lib/format';
import {
  dueLabel,
  type TaskFormValues,
  taskFormDefaults,
  taskPayloadOf,
  taskReach,
  toDateTimeLocal,
  typeActionOf,
} from './task-format';

const values = (overrides: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...taskFormDefaults(undefined, { userId: 4, timeZone: 'UTC' }),
  title: 'Send the quote',
  ...overrides,
});

const makeTask = (): Task => ({
  id: 1,
  title: 'Call back Marta',
  description: null,
  type: 'call',
  priority: 'high',
  status: 'open',
  due_date: '2026-12-01',
  due_time: '10:00',
  due_at: '2026-12-01T16:00:00.000Z',
  remind_at: null,
  remind_before_minutes: null,
  reminder_sent_at: null,
  assignee: null,
  assignment_reason: null,
  team: null,
  related: [],
  origin: 'manual',
  group: 'upcoming',
  completed_at: null,
  completed_by: null,
  completion_note: null,
  created_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

describe('taskPayloadOf', () => {
  it('empty fields, become nulls and the creator stays the assignee', () => {
    expect(taskPayloadOf(values(), 'UTC')).toEqual({
      title: 'Send the quote',
      description: null,
      type: 'to_do',
      priority: 'normal',
      status: 'open',
      due_date: null,
      due_time: null,
      remind_at: null,
      remind_before_minutes: null,
      assignee_id: 4,
      team_id: null,
      related: [],
    });
  });

  it('a time without a day, is dropped rather than sent alone', () => {
    expect(taskPayloadOf(values({ due_time: '10:00' }), 'UTC').due_time).toBeNull();
    expect(taskPayloadOf(values({ due_date: '2026-12-01', due_time: '10:00' }), 'UTC')).toMatchObject({
      due_date: '2026-12-01',
      due_time: '10:00',
    });
  });

  it("a reminder is typed on the organization's clock, not the browser's, and read back on it", () => {
    // Whatever zone the test's browser is in, 09:30 in Mexico City (UTC−6) is 15:30 UTC.
    const local = '2026-12-01T09:30';
    const payload = taskPayloadOf(
      values({ remind_before_minutes: 'custom', remind_at: local }),
      'America/Mexico_City',
    );
    expect(payload.remind_at).toBe('2026-12-01T15:30:00.000Z');
    expect(payload.remind_before_minutes).toBeNull();
    expect(toDateTimeLocal(payload.remind_at ?? null, 'America/Mexico_City')).toBe(local);
    expect(toDateTimeLocal(payload.remind_at ?? null, 'Asia/Tokyo')).toBe('2026-12-02T00:30');
    const task = { ...makeTask(), remind_before_minutes: null, remind_at: '2026-12-01T15:30:00Z' };
    expect(taskFormDefaults(task, { userId: 1, timeZone: 'America/Bogota' }).remind_at).toBe(
      '2026-12-01T10:30',
    );
  });

  it('a reminder before the due, is sent as minutes and no time; a hidden custom time is not sent', () => {
    const payload = taskPayloadOf(
      values({ due_date: '2026-12-01', remind_before_minutes: '60', remind_at: '2026-12-01T09:30' }),
      'UTC',
    );
    expect(payload).toMatchObject({ remind_before_minutes: 60, remind_at: null });
    expect(taskPayloadOf(values({ remind_before_minutes: '0' }), 'UTC').remind_before_minutes).toBe(0);
  });

  it('the form reads a relative reminder as its choice, any other reminder as a custom time', () => {
    const task = (remind_before_minutes: number | null, remind_at: string | null) => ({
      ...makeTask(),
      remind_before_minutes,
      remind_at,
    });
    expect(
      taskFormDefaults(task(15, '2026-12-01T09:45:00Z'), { userId: 1, timeZone: 'UTC' })
        .remind_before_minutes,
    ).toBe('15');
    expect(
      taskFormDefaults(task(30, '2026-12-01T09:30:00Z'), { userId: 1, timeZone: 'UTC' })
        .remind_before_minutes,
    ).toBe('custom');
    expect(taskFormDefaults(task(null, null), { userId: 1, timeZone: 'UTC' }).remind_before_minutes).toBe('');
  });

  it('related records and an unassigned task, keep type and id only', () => {
    const payload = taskPayloadOf(
      values({ assignee_id: '', related: [{ type: 'lead', id: 7, name: 'Ana' }] }),
      'UTC',
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

describe('taskReach and typeActionOf', () => {
  const call: TaskRelated = { type: 'call', id: 40, name: '+525511112222' };
  const lead: TaskRelated = {
    type: 'lead',
    id: 3,
    name: 'Marta',
    phone: '+525533334444',
    email: 'marta@example.com',
    do_not_call: true,
  };
  const contact: TaskRelated = {
    type: 'contact',
    id: 8,
    name: 'Luis',
    phone: null,
    email: null,
    do_not_call: false,
  };

  it('a callback calls the missed number back, filed under the caller record, whatever its do-not-call', () => {
    expect(taskReach({ related: [call, lead, contact] })).toEqual({
      phone: '+525511112222',
      doNotCall: false,
      contactId: 8,
      callable: { type: 'lead', id: 3 },
      email: 'marta@example.com',
    });
  });

  it('a call task about a person calls their phone and respects do-not-call; nobody to reach, no action', () => {
    expect(taskReach({ related: [lead] })).toMatchObject({ phone: '+525533334444', doNotCall: true });
    const open = { status: 'open' as const, related: [contact], due_date: null };
    expect(typeActionOf({ ...open, type: 'call' })).toBeNull();
    expect(typeActionOf({ status: 'open', type: 'call', related: [lead], due_date: null })).toBe('call');
    expect(typeActionOf({ status: 'open', type: 'email', related: [lead], due_date: null })).toBe('email');
    expect(typeActionOf({ status: 'done', type: 'email', related: [lead], due_date: null })).toBeNull();
    expect(typeActionOf({ status: 'open', type: 'meeting', related: [lead], due_date: null })).toBeNull();
    expect(typeActionOf({ status: 'open', type: 'meeting', related: [], due_date: '2026-12-01' })).toBe(
      'calendar',
    );
    expect(
      typeActionOf({ status: 'open', type: 'payment', related: [lead], due_date: '2026-12-01' }),
    ).toBeNull();
  });
});
