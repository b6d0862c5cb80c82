import { agentChannel, organizationPresenceChannel } from '@aurora/contracts/realtime';
import type { Task } from '@aurora/contracts/tasks';
import { addDays } from '@aurora/contracts/time-zones';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#app';
import { calls } from '#modules/calls/calls.table.ts';
import { teamMembers, teams } from '#modules/teams/teams.table.ts';
import type { Database } from '#platform/db/client.ts';
import { jobSchedules } from '#platform/jobs/jobs.table.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { removeMember } from '#platform/tenancy/members.service.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { seedDemoTasks } from '#seeds/demo-tasks.ts';
import { useTestApp } from '#test/app.ts';
import { createOrganization, createUser, signedIn } from '#test/factories.ts';
import {
  type MemberScope,
  makeClient,
  makeLead,
  memberRequests,
  organizationWithMember,
} from '#test/records-factories.ts';
import { createTask, deliverDueReminders } from './tasks.service.ts';
import { tasks } from './tasks.table.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const { get, send } = memberRequests(() => t.app);

async function makeTask(
  s: Pick<MemberScope, 'base' | 'headers'>,
  input: Record<string, unknown> = {},
): Promise<Task> {
  const response = await send(s, 'POST', '/tasks', { title: 'Call back about Cancún', ...input });
  if (response.statusCode !== 201) throw new Error(`create task: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

const titles = (response: { json: () => { data: { title: string }[] } }) =>
  response
    .json()
    .data.map((task) => task.title)
    .sort();

describe('POST /{org}/tasks', () => {
  it('create, every field, answers 201 with the due in the organization time zone and the related names', async () => {
    const s = await organizationWithMember(t.app, { timezone: 'America/Mexico_City' });
    const lead = await makeLead(t.app, s.base, s.headers, { first_name: 'Lucía', last_name: 'Hernández' });
    const client = await makeClient(t.app, s.base, s.headers, { name: 'Familia Ortega' });
    const [team] = await t.db.insert(teams).values({ organizationId: s.org.id, name: 'Ventas' }).returning();
    const response = await send(s, 'POST', '/tasks', {
      title: '  Send the Cancún quote ',
      description: 'Two adults, all inclusive',
      type: 'email',
      priority: 'high',
      due_date: '2026-12-01',
      due_time: '10:30',
      remind_at: '2026-12-01T16:00:00Z',
      team_id: team?.id,
      related: [
        { type: 'lead', id: lead.id },
        { type: 'client', id: client.id },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'Send the Cancún quote',
      description: 'Two adults, all inclusive',
      type: 'email',
      priority: 'high',
      status: 'open',
      due_date: '2026-12-01',
      due_time: '10:30',
      // 10:30 in Mexico City (UTC-6).
      due_at: '2026-12-01T16:30:00.000Z',
      remind_at: '2026-12-01T16:00:00.000Z',
      assignee: s.user,
      team: { id: team?.id, name: 'Ventas' },
      related: [
        { type: 'lead', id: lead.id, name: 'Lucía Hernández' },
        { type: 'client', id: client.id, name: 'Familia Ortega' },
      ],
      origin: 'manual',
      completed_at: null,
      created_by: s.user,
    });
  });

  it('create, bad fields, answers 422 naming each field and creates nothing', async () => {
    const s = await organizationWithMember(t.app);
    const other = await organizationWithMember(t.app);
    const foreignLead = await makeLead(t.app, other.base, other.headers);
    const [foreignTeam] = await t.db
      .insert(teams)
      .values({ organizationId: other.org.id, name: 'X' })
      .returning();
    const outsider = await createUser(t.db);
    const response = await send(s, 'POST', '/tasks', {
      title: '   ',
      type: 'fax',
      priority: 'urgent',
      due_date: '2026-02-30',
      remind_at: 'tomorrow',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['due_date', 'priority', 'remind_at', 'title', 'type'].sort(),
    );
    expect(response.json().errors.title).toEqual(['The title field is required.']);

    const rules = await send(s, 'POST', '/tasks', {
      title: 'Follow up',
      due_time: '09:00',
      assignee_id: outsider.id,
      team_id: foreignTeam?.id,
      related: [{ type: 'lead', id: foreignLead.id }],
    });
    expect(rules.statusCode).toBe(422);
    expect(rules.json().errors).toEqual({
      assignee_id: ['The selected assignee is not a member of this organization.'],
      team_id: ['The selected team does not exist in this organization.'],
      'related.0.id': [`No lead with id ${foreignLead.id} exists in this organization.`],
      due_time: ['A due time needs a due date.'],
    });
    // Days that do not exist, alone, are a 422 too (never a database error).
    for (const due_date of ['2026-02-30', '0000-01-01']) {
      const day = await send(s, 'POST', '/tasks', { title: 'x', due_date });
      expect(day.statusCode, due_date).toBe(422);
    }
    const remind = await send(s, 'POST', '/tasks', { title: 'x', remind_at: '0000-01-01T00:00:00Z' });
    expect(remind.json().errors).toEqual({ remind_at: ['Must be a date and time (ISO 8601).'] });
    expect((await get(s, '/tasks')).json().meta.total).toBe(0);
  });

  it('create, published as a record event on the organization channel after the commit', async () => {
    const s = await organizationWithMember(t.app);
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const task = await makeTask(s);
    expect(publish).toHaveBeenCalledWith(organizationPresenceChannel(s.org.id), 'record.created', {
      module: 'tasks',
      id: task.id,
    });
  });
});

describe('other organizations', () => {
  it('every route, a task of another organization, answers 404 and changes nothing', async () => {
    const mine = await organizationWithMember(t.app);
    const theirs = await organizationWithMember(t.app);
    const task = await makeTask(theirs, { due_date: '2030-01-01' });
    const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', object | undefined][] = [
      [`/tasks/${task.id}`, 'GET', undefined],
      [`/tasks/${task.id}`, 'PUT', { title: 'Mine now' }],
      [`/tasks/${task.id}/complete`, 'POST', {}],
      [`/tasks/${task.id}/reopen`, 'POST', {}],
      [`/tasks/${task.id}/snooze`, 'POST', { until: 'tomorrow' }],
      [`/tasks/${task.id}`, 'DELETE', undefined],
    ];
    for (const [path, method, payload] of routes) {
      const response = method === 'GET' ? await get(mine, path) : await send(mine, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Task not found.' });
    }
    const bulk = await send(mine, 'POST', '/tasks/bulk', {
      action: 'set_status',
      ids: [task.id],
      status: 'done',
    });
    expect(bulk.json().data).toEqual({ affected: 0 });
    const deleted = await send(mine, 'POST', '/tasks/bulk', { action: 'delete', ids: [task.id] });
    expect(deleted.json().data).toEqual({ affected: 0 });
    expect((await get(theirs, `/tasks/${task.id}`)).json().data).toMatchObject({
      title: task.title,
      status: 'open',
      due_date: '2030-01-01',
    });
    // And a non-member cannot reach the organization at all.
    expect((await get({ base: theirs.base, headers: mine.headers }, '/tasks')).statusCode).toBe(404);
  });
});

describe('GET /{org}/tasks views and list grammar', () => {
  it('mine, team (teams I am a member of), unassigned and all answer their tasks', async () => {
    const s = await organizationWithMember(t.app);
    const colleague = await createUser(t.db, { organizations: [s.org.id], name: 'Colleague' });
    const [myTeam] = await t.db.insert(teams).values({ organizationId: s.org.id, name: 'Mine' }).returning();
    const [otherTeam] = await t.db
      .insert(teams)
      .values({ organizationId: s.org.id, name: 'Other' })
      .returning();
    if (!myTeam || !otherTeam) throw new Error('no team');
    await t.db.insert(teamMembers).values({ teamId: myTeam.id, userId: s.user.id });
    await makeTask(s, { title: 'Mine' });
    await makeTask(s, { title: 'Colleague in my team', assignee_id: colleague.id, team_id: myTeam.id });
    await makeTask(s, { title: 'Colleague elsewhere', assignee_id: colleague.id, team_id: otherTeam.id });
    await makeTask(s, { title: 'Nobody', assignee_id: null });
    expect(titles(await get(s, '/tasks?view=mine'))).toEqual(['Mine']);
    expect(titles(await get(s, '/tasks?view=team'))).toEqual(['Colleague in my team']);
    expect(titles(await get(s, '/tasks?view=unassigned'))).toEqual(['Nobody']);
    expect(titles(await get(s, '/tasks?view=all'))).toHaveLength(4);
    expect(titles(await get(s, '/tasks'))).toHaveLength(4);
    const bad = await get(s, '/tasks?view=everyone');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ view: ['Must be one of: all, mine, team, unassigned.'] });
    const filter = await get(s, '/tasks?filter[colour]=red&filter[group]=overdue');
    expect(filter.json().errors).toEqual({ 'filter[colour]': ['This filter is not supported.'] });
  });

  it('filters, q, sort by priority and related record answer the matching tasks in order', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    await makeTask(s, { title: 'Low payment', type: 'payment', priority: 'low' });
    await makeTask(s, {
      title: 'High call',
      type: 'call',
      priority: 'high',
      related: [{ type: 'lead', id: lead.id }],
    });
    await makeTask(s, { title: 'Normal call', type: 'call', priority: 'normal' });
    const calls = await get(s, '/tasks?filter[type]=call&sort=-priority');
    expect(calls.json().data.map((task: Task) => task.title)).toEqual(['High call', 'Normal call']);
    expect(titles(await get(s, '/tasks?q=PAYM'))).toEqual(['Low payment']);
    expect(titles(await get(s, `/tasks?filter[related]=lead:${lead.id}`))).toEqual(['High call']);
    expect(titles(await get(s, '/tasks?filter[assignee_id]=me&filter[priority]=low,normal'))).toEqual([
      'Low payment',
      'Normal call',
    ]);
  });

  it('export, a view and a filter, answers CSV of those tasks with the related names', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers, { name: 'Familia Ortega' });
    await makeTask(s, {
      title: 'Deposit due',
      type: 'payment',
      related: [{ type: 'client', id: client.id }],
    });
    await makeTask(s, { title: 'Not mine', assignee_id: null });
    const response = await get(s, '/tasks/export?view=mine&columns=title,type,related,assignee_name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.trim().split(/\r?\n/)).toEqual([
      'title,type,related,assignee_name',
      `Deposit due,payment,client: Familia Ortega,${s.user.name}`,
    ]);
  });

  it('saved views, module tasks, are stored and listed', async () => {
    const s = await organizationWithMember(t.app);
    const created = await send(s, 'POST', '/saved-views', {
      module: 'tasks',
      name: 'My overdue calls',
      filters: { 'filter[group]': 'overdue', 'filter[type]': 'call' },
      sort: 'due',
      columns: ['title', 'due'],
    });
    expect(created.statusCode).toBe(201);
    const list = await get(s, '/saved-views?module=tasks');
    expect(list.json().data.map((view: { name: string }) => view.name)).toEqual(['My overdue calls']);
  });
});

describe('groups in the organization time zone', () => {
  it('around local midnight, a day-only task is today until its day ends there, then overdue', async () => {
    // Mexico City is UTC-6 all year. 05:30 UTC is 23:30 of the previous day there.
    const s = await organizationWithMember(t.app, { timezone: 'America/Mexico_City' });
    const utcDay = addDays(new Date().toISOString().slice(0, 10), 2);
    const localDay = addDays(utcDay, -1);
    await makeTask(s, { title: 'Yesterday', due_date: addDays(localDay, -1) });
    await makeTask(s, { title: 'Local day', due_date: localDay });
    await makeTask(s, { title: 'UTC day', due_date: utcDay });
    await makeTask(s, { title: 'Timed 23:00', due_date: localDay, due_time: '23:00' });
    await makeTask(s, { title: 'Timed 23:45', due_date: localDay, due_time: '23:45' });
    await makeTask(s, { title: 'Undated' });
    const done = await makeTask(s, { title: 'Done', due_date: addDays(localDay, -3) });
    await send(s, 'POST', `/tasks/${done.id}/complete`, {});

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${utcDay}T05:30:00Z`));
    const groups = async () =>
      Object.fromEntries(
        (await get(s, '/tasks?per_page=100')).json().data.map((task: Task) => [task.title, task.group]),
      );
    expect(await groups()).toEqual({
      Yesterday: 'overdue',
      'Local day': 'today',
      'UTC day': 'upcoming',
      'Timed 23:00': 'overdue',
      'Timed 23:45': 'today',
      Undated: 'upcoming',
      Done: 'done',
    });
    expect(titles(await get(s, '/tasks?filter[group]=today'))).toEqual(['Local day', 'Timed 23:45']);

    // 00:30 there: the local day has ended.
    vi.setSystemTime(new Date(`${utcDay}T06:30:00Z`));
    expect(await groups()).toMatchObject({
      'Local day': 'overdue',
      'UTC day': 'today',
      'Timed 23:45': 'overdue',
    });
    expect(titles(await get(s, '/tasks?filter[group]=overdue'))).toEqual([
      'Local day',
      'Timed 23:00',
      'Timed 23:45',
      'Yesterday',
    ]);
    expect(titles(await get(s, '/tasks?filter[group]=done'))).toEqual(['Done']);
  });

  it('the sidebar badge, mine overdue or due today, counts by the organization day near its midnight', async () => {
    const s = await organizationWithMember(t.app, { timezone: 'America/Mexico_City' });
    const colleague = await createUser(t.db, { organizations: [s.org.id] });
    const utcDay = addDays(new Date().toISOString().slice(0, 10), 2);
    const localDay = addDays(utcDay, -1);
    await makeTask(s, { title: 'Late', due_date: addDays(localDay, -1) });
    await makeTask(s, { title: 'Tonight', due_date: localDay, due_time: '23:50' });
    await makeTask(s, { title: 'UTC today', due_date: utcDay });
    await makeTask(s, { title: 'Not mine', due_date: localDay, assignee_id: colleague.id });
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in Mexico City: "Tonight" is still due today there, "UTC today" is tomorrow.
    vi.setSystemTime(new Date(`${utcDay}T05:30:00Z`));
    const badge = async (group: string) =>
      (await get(s, `/tasks?view=mine&filter[group]=${group}&per_page=1`)).json().meta.total;
    expect([await badge('overdue'), await badge('today')]).toEqual([1, 1]);
    expect(titles(await get(s, '/tasks?view=mine&filter[group]=overdue,today'))).toEqual(['Late', 'Tonight']);
    // 00:30 there: "Tonight" has passed, "UTC today" is today.
    vi.setSystemTime(new Date(`${utcDay}T06:30:00Z`));
    expect([await badge('overdue'), await badge('today')]).toEqual([2, 1]);
  });
});

describe('reminders relative to the due', () => {
  const madridClock = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(new Date(iso));

  it('computed in the organization zone, 09:00 for a day-only due, and moved with the due', async () => {
    const s = await organizationWithMember(t.app, { timezone: 'Europe/Madrid' });
    const task = await makeTask(s, { due_date: '2099-07-10', due_time: '10:00', remind_before_minutes: 15 });
    expect(task.remind_before_minutes).toBe(15);
    expect(madridClock(task.remind_at ?? '')).toBe('2099-07-10, 09:45');

    const moved = (
      await send(s, 'PUT', `/tasks/${task.id}`, { due_date: '2099-12-01', due_time: '08:30' })
    ).json().data as Task;
    // Winter time now: still a quarter of an hour before, on the wall clock there.
    expect(madridClock(moved.remind_at ?? '')).toBe('2099-12-01, 08:15');

    const dayOnly = (
      await send(s, 'PUT', `/tasks/${task.id}`, { due_time: null, remind_before_minutes: 1440 })
    ).json().data as Task;
    expect(madridClock(dayOnly.remind_at ?? '')).toBe('2099-11-30, 09:00');

    const snoozed = (
      await send(s, 'POST', `/tasks/${task.id}/snooze`, { until: 'date', date: '2099-12-24' })
    ).json().data as Task;
    expect(madridClock(snoozed.remind_at ?? '')).toBe('2099-12-23, 09:00');

    // An absolute reminder replaces the relative one; clearing the due then keeps it.
    const absolute = (await send(s, 'PUT', `/tasks/${task.id}`, { remind_at: '2099-12-20T10:00:00Z' })).json()
      .data as Task;
    expect(absolute).toMatchObject({ remind_before_minutes: null, remind_at: '2099-12-20T10:00:00.000Z' });
    const again = (await send(s, 'PUT', `/tasks/${task.id}`, { due_date: '2099-12-28' })).json().data as Task;
    expect(again.remind_at).toBe('2099-12-20T10:00:00.000Z');
  });

  it('a relative reminder fires at the time it shows', async () => {
    const s = await organizationWithMember(t.app, { timezone: 'America/Bogota' });
    const now = new Date();
    const due = new Date(now.getTime() + 10 * 60_000);
    const wall = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Bogota',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    })
      .format(due)
      .split(', ');
    const task = await makeTask(s, { due_date: wall[0], due_time: wall[1], remind_before_minutes: 15 });
    expect(Date.parse(task.remind_at ?? '')).toBeLessThanOrEqual(now.getTime());
    const sent = await deliverDueReminders(offlineContext(t.db));
    expect(sent.map((reminder) => reminder.id)).toContain(task.id);
  });

  it('bad reminders answer 422 naming the field', async () => {
    const s = await organizationWithMember(t.app);
    const noDue = await send(s, 'POST', '/tasks', { title: 'x', remind_before_minutes: 15 });
    expect(noDue.statusCode).toBe(422);
    expect(noDue.json().errors).toEqual({
      remind_before_minutes: ['A reminder before the due needs a due date.'],
    });
    const both = await send(s, 'POST', '/tasks', {
      title: 'x',
      due_date: '2099-01-01',
      remind_before_minutes: 15,
      remind_at: '2099-01-01T08:00:00Z',
    });
    expect(both.json().errors).toHaveProperty('remind_before_minutes');
    const negative = await send(s, 'POST', '/tasks', {
      title: 'x',
      due_date: '2099-01-01',
      remind_before_minutes: -5,
    });
    expect(negative.statusCode).toBe(422);
  });
});

describe('complete, reopen, snooze', () => {
  it('complete with a note, then reopen: completion is set, cleared, and both show on the related timelines', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const task = await makeTask(s, { title: 'Confirm hotel', related: [{ type: 'lead', id: lead.id }] });
    const done = await send(s, 'POST', `/tasks/${task.id}/complete`, { note: 'Booked the Riu' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'done',
      group: 'done',
      completed_by: s.user,
      completion_note: 'Booked the Riu',
    });
    expect(done.json().data.completed_at).not.toBeNull();
    // Twice is harmless.
    expect((await send(s, 'POST', `/tasks/${task.id}/complete`, {})).json().data.completion_note).toBe(
      'Booked the Riu',
    );
    const reopened = await send(s, 'POST', `/tasks/${task.id}/reopen`);
    expect(reopened.json().data).toMatchObject({ status: 'open', completed_at: null, completed_by: null });
    const timeline = (await get(s, `/leads/${lead.id}/activity`)).json().data as {
      type: string;
      summary: string;
    }[];
    expect(timeline.filter((item) => item.type === 'task').map((item) => item.summary)).toEqual([
      'Task completed: Confirm hotel',
      'Task created: Confirm hotel',
    ]);
  });

  it('snooze, tomorrow and a date, moves the due in the organization zone and re-arms the reminder', async () => {
    const s = await organizationWithMember(t.app, { timezone: 'Europe/Madrid' });
    const task = await makeTask(s, { due_date: '2020-01-01', remind_at: '2020-01-01T08:00:00Z' });
    await t.db.update(tasks).set({ reminderSentAt: new Date() }).where(eq(tasks.id, task.id));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const tomorrow = await send(s, 'POST', `/tasks/${task.id}/snooze`, { until: 'tomorrow' });
    expect(tomorrow.json().data).toMatchObject({
      due_date: addDays(today, 1),
      due_time: null,
      group: 'upcoming',
      reminder_sent_at: null,
    });
    const nine = new Date(tomorrow.json().data.remind_at);
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', timeStyle: 'short' }).format(nine),
    ).toBe('09:00');
    const later = await send(s, 'POST', `/tasks/${task.id}/snooze`, { until: 'later_today' });
    expect(Date.parse(later.json().data.due_at)).toBeGreaterThan(Date.now() + 3 * 3_600_000 - 1000);
    const dated = await send(s, 'POST', `/tasks/${task.id}/snooze`, { until: 'date', date: '2099-05-04' });
    expect(dated.json().data).toMatchObject({ due_date: '2099-05-04' });

    const past = await send(s, 'POST', `/tasks/${task.id}/snooze`, { until: 'date', date: '2001-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ date: ['The date must be today or later.'] });
    const noDate = await send(s, 'POST', `/tasks/${task.id}/snooze`, { until: 'date' });
    expect(noDate.json().errors).toEqual({ date: ['The date field is required.'] });
    await send(s, 'POST', `/tasks/${task.id}/complete`, {});
    const closed = await send(s, 'POST', `/tasks/${task.id}/snooze`, { until: 'tomorrow' });
    expect(closed.statusCode).toBe(409);
    expect((await get(s, `/tasks/${task.id}`)).json().data.due_date).toBe('2099-05-04');
  });

  it('update, every field then clearing the due, answers the task and a status of done completes it', async () => {
    const s = await organizationWithMember(t.app);
    const task = await makeTask(s, { due_date: '2030-05-05', due_time: '08:15' });
    const updated = await send(s, 'PUT', `/tasks/${task.id}`, {
      title: 'Renamed',
      priority: 'low',
      type: 'meeting',
      due_date: null,
    });
    expect(updated.json().data).toMatchObject({
      title: 'Renamed',
      priority: 'low',
      type: 'meeting',
      due_date: null,
      due_time: null,
      due_at: null,
    });
    const done = await send(s, 'PUT', `/tasks/${task.id}`, { status: 'done' });
    expect(done.json().data).toMatchObject({ status: 'done', completed_by: s.user });
    const deleted = await send(s, 'DELETE', `/tasks/${task.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await get(s, `/tasks/${task.id}`)).statusCode).toBe(404);
  });
});

describe('POST /{org}/tasks/bulk', () => {
  it('reassign, complete, reopen and delete answer how many changed', async () => {
    const s = await organizationWithMember(t.app);
    const colleague = await createUser(t.db, { organizations: [s.org.id], name: 'Colleague' });
    const outsider = await createUser(t.db);
    const a = await makeTask(s, { title: 'A' });
    const b = await makeTask(s, { title: 'B' });
    const reassign = await send(s, 'POST', '/tasks/bulk', {
      action: 'assign',
      ids: [a.id, b.id],
      owner_id: colleague.id,
    });
    expect(reassign.json().data).toEqual({ affected: 2 });
    expect((await get(s, `/tasks/${a.id}`)).json().data.assignee).toEqual({
      id: colleague.id,
      name: 'Colleague',
    });
    const refused = await send(s, 'POST', '/tasks/bulk', {
      action: 'assign',
      ids: [a.id],
      owner_id: outsider.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      owner_id: ['The selected assignee is not a member of this organization.'],
    });
    const badStatus = await send(s, 'POST', '/tasks/bulk', {
      action: 'set_status',
      ids: [a.id],
      status: 'maybe',
    });
    expect(badStatus.statusCode).toBe(422);

    await send(s, 'POST', `/tasks/${a.id}/complete`, {});
    const complete = await send(s, 'POST', '/tasks/bulk', {
      action: 'set_status',
      ids: [a.id, b.id],
      status: 'done',
    });
    expect(complete.json().data).toEqual({ affected: 1 });
    expect((await get(s, '/tasks?filter[status]=done')).json().meta.total).toBe(2);
    const reopen = await send(s, 'POST', '/tasks/bulk', {
      action: 'set_status',
      ids: [a.id, b.id],
      status: 'open',
    });
    expect(reopen.json().data).toEqual({ affected: 2 });
    const remove = await send(s, 'POST', '/tasks/bulk', { action: 'delete', ids: [a.id, b.id] });
    expect(remove.json().data).toEqual({ affected: 2 });
    expect((await get(s, '/tasks')).json().meta.total).toBe(0);
  });
});

describe('GET /tasks/my', () => {
  it("answers the user's open tasks of every organization they belong to, with the organization, grouped", async () => {
    const first = await createOrganization(t.db, { name: 'Viajes Sol', timezone: 'America/Mexico_City' });
    const second = await createOrganization(t.db, { name: 'Tours Norte', timezone: 'Asia/Tokyo' });
    const left = await createOrganization(t.db, { name: 'Left' });
    const me = await signedIn(t.app, { agent: true, organizations: [first.id, second.id, left.id] });
    const other = await signedIn(t.app, { organizations: [first.id] });
    const at = (org: { code: string }, headers = me.headers) => ({
      base: `/api/v2/${org.code.toLowerCase()}`,
      headers,
    });
    await makeTask(at(first), { title: 'Upcoming in Sol', due_date: '2099-01-01' });
    await makeTask(at(second), { title: 'Overdue in Norte', due_date: '2000-01-01' });
    await makeTask(at(second), { title: 'Undated in Norte' });
    const tokyoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    await makeTask(at(second), { title: 'Today in Norte', due_date: tokyoToday });
    const done = await makeTask(at(first), { title: 'Done in Sol' });
    await send(at(first), 'POST', `/tasks/${done.id}/complete`, {});
    await makeTask(at(first, other.headers), { title: "Someone else's" });
    await makeTask(at(left), { title: 'In an organization I left' });
    await removeMember(t.db, left.id, me.user.id);

    const response = await t.app.inject({ method: 'GET', url: '/api/v2/tasks/my', headers: me.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.data.map((task: Task & { organization: { code: string } }) => [task.title, task.group]),
    ).toEqual([
      ['Overdue in Norte', 'overdue'],
      ['Today in Norte', 'today'],
      ['Upcoming in Sol', 'upcoming'],
      ['Undated in Norte', 'upcoming'],
    ]);
    expect(body.data[0].organization).toEqual({ id: second.id, code: second.code, name: 'Tours Norte' });
    expect(body.meta.counts).toEqual({ overdue: 1, today: 1, upcoming: 2 });

    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/v2/agent/dashboard',
      headers: me.headers,
    });
    expect(dashboard.json().data.counters.open_tasks).toBe(4);
    expect(dashboard.json().data.today_tasks.map((task: Task) => task.title)).toEqual([
      'Overdue in Norte',
      'Today in Norte',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/tasks/my' })).statusCode).toBe(401);
  });
});

describe('createTask and completeTask for other modules', () => {
  it('a system task with an origin and a related record is created, validated and completed', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const ctx = withOrganization(offlineContext(t.db), await getOrganizationScope(t.db, s.org.id));
    const task = await createTask(ctx, {
      title: 'Call back Lucía',
      type: 'call',
      origin: 'missed_call',
      assignee_id: s.user.id,
      related: [{ type: 'lead', id: lead.id }],
    });
    expect(task).toMatchObject({ origin: 'missed_call', assignee: s.user, created_by: null, status: 'open' });
    await expect(
      createTask(ctx, { title: '', related: [{ type: 'lead', id: 999_999 }] }),
    ).rejects.toMatchObject({
      statusCode: 422,
    });
    const { completeTask } = await import('./tasks.service.ts');
    const done = await completeTask(withOrganization(ctx, ctx.organization, s.user.id), task.id, {
      note: 'Called, no answer',
    });
    expect(done).toMatchObject({
      status: 'done',
      completed_by: s.user,
      completion_note: 'Called, no answer',
    });
  });
});

describe('reminders', () => {
  it('two instances on one database sweep at once: the assignee gets one task.reminder', async () => {
    const second = await buildApp(t.config, t.db);
    await second.ready();
    try {
      const s = await organizationWithMember(t.app);
      const events: { app: string; channel: string; event: string; payload: unknown }[] = [];
      const publisher =
        (name: string) => async (channel: string | readonly string[], event: string, payload: unknown) => {
          // The reminder's notification-centre entry goes out beside it (notifications' tests).
          if (event === 'task.reminder') events.push({ app: name, channel: String(channel), event, payload });
        };
      // Each app's own timer may sweep meanwhile: what it publishes counts too.
      for (const [name, app] of [
        ['first-timer', t.app],
        ['second-timer', second],
      ] as const) {
        vi.spyOn(app.realtime, 'publish').mockImplementation(async (channels, event, payload) => {
          if (event === 'task.reminder') await publisher(name)(String(channels), event, payload);
        });
      }
      const task = await makeTask(s, {
        title: 'Call the Ortegas',
        remind_at: new Date(Date.now() - 1000).toISOString(),
      });
      await makeTask(s, { title: 'Later', remind_at: new Date(Date.now() + 3_600_000).toISOString() });
      const sweeper = (db: Database, name: string) => ({ ...offlineContext(db), publish: publisher(name) });
      await Promise.all([
        deliverDueReminders(sweeper(t.db, 'first')),
        deliverDueReminders(sweeper(second.db, 'second')),
        deliverDueReminders(sweeper(t.db, 'first')),
        deliverDueReminders(sweeper(second.db, 'second')),
      ]);
      expect(events.map(({ channel, event, payload }) => ({ channel, event, payload }))).toEqual([
        {
          channel: agentChannel(s.user.id),
          event: 'task.reminder',
          payload: {
            task_id: task.id,
            title: 'Call the Ortegas',
            due_date: null,
            due_at: null,
            organization: { id: s.org.id, code: s.org.code },
          },
        },
      ]);
      await deliverDueReminders(sweeper(second.db, 'second'));
      expect(events).toHaveLength(1);
      expect((await get(s, `/tasks/${task.id}`)).json().data.reminder_sent_at).not.toBeNull();
    } finally {
      await second.close();
    }
  });

  it('the reminders schedule, when its period comes, publishes the reminder on the realtime server', async () => {
    const s = await organizationWithMember(t.app);
    await makeTask(s, { title: 'Passport copy', remind_at: new Date(Date.now() - 60_000).toISOString() });
    const publish = vi.spyOn(t.app.realtime, 'publish');
    try {
      // The period is over: the next tick of any instance runs the schedule.
      await t.db
        .update(jobSchedules)
        .set({ nextRunAt: new Date() })
        .where(eq(jobSchedules.name, 'tasks.reminders'));
      await vi.waitFor(
        () =>
          expect(publish).toHaveBeenCalledWith(
            agentChannel(s.user.id),
            'task.reminder',
            expect.objectContaining({ title: 'Passport copy' }),
          ),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      publish.mockRestore();
    }
  });
});

describe('demo tasks', () => {
  it('seeded twice, an organization gets tasks of every type, status and group once', async () => {
    const s = await organizationWithMember(t.app);
    await makeLead(t.app, s.base, s.headers);
    await makeClient(t.app, s.base, s.headers);
    const ctx = withOrganization(offlineContext(t.db), await getOrganizationScope(t.db, s.org.id));
    await seedDemoTasks(ctx);
    await seedDemoTasks(ctx);
    const all: Task[] = (await get(s, '/tasks?per_page=100')).json().data;
    expect(all).toHaveLength(14);
    expect(new Set(all.map((task) => task.type))).toEqual(
      new Set(['call', 'email', 'follow_up', 'meeting', 'payment', 'document', 'to_do']),
    );
    expect(new Set(all.map((task) => task.status))).toEqual(new Set(['open', 'done', 'cancelled']));
    expect(new Set(all.map((task) => task.group))).toEqual(new Set(['overdue', 'today', 'upcoming', 'done']));
  });
});

describe('a task related to a call says whether the call has a recording', () => {
  it('read, a call with a voicemail recording and one without, answer recording and voicemail on the call links only', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers, { first_name: 'Marta', last_name: 'Ríos' });
    const [withVoicemail, withoutRecording] = await t.db
      .insert(calls)
      .values([
        {
          organizationId: s.org.id,
          type: 'live',
          direction: 'inbound',
          status: 'missed',
          phoneFrom: '+525511112222',
          phoneTo: '+525512345678',
          recordingKey: 'recordings/voicemail.wav',
          recordingDurationSeconds: 12,
          voicemail: true,
        },
        {
          organizationId: s.org.id,
          type: 'live',
          direction: 'outbound',
          status: 'completed',
          userId: s.user.id,
          phoneFrom: '+525512345678',
          phoneTo: '+525533334444',
        },
      ])
      .returning({ id: calls.id });
    if (!withVoicemail || !withoutRecording) throw new Error('calls not inserted');
    const task = await makeTask(s, {
      title: 'Call Marta back',
      type: 'call',
      related: [
        { type: 'call', id: withVoicemail.id },
        { type: 'call', id: withoutRecording.id },
        { type: 'lead', id: lead.id },
      ],
    });
    const expected = [
      { type: 'call', id: withVoicemail.id, name: '+525511112222', recording: true, voicemail: true },
      { type: 'call', id: withoutRecording.id, name: '+525533334444', recording: false, voicemail: false },
      // People carry how to reach them instead (none here), for the task's Call and Email actions.
      { type: 'lead', id: lead.id, name: 'Marta Ríos', phone: null, email: null, do_not_call: false },
    ];
    expect(task.related).toEqual(expected);
    expect((await get(s, `/tasks/${task.id}`)).json().data.related).toEqual(expected);

    const mine = await t.app.inject({ method: 'GET', url: '/api/v2/tasks/my', headers: s.headers });
    const listed = mine.json().data.find((row: Task) => row.id === task.id);
    expect(listed.related).toEqual(expected);
  });

  it('read, a recording that arrives after the task was made is seen on the next read', async () => {
    const s = await organizationWithMember(t.app);
    const [call] = await t.db
      .insert(calls)
      .values({
        organizationId: s.org.id,
        type: 'live',
        direction: 'outbound',
        status: 'completed',
        userId: s.user.id,
        phoneTo: '+525577778888',
      })
      .returning({ id: calls.id });
    if (!call) throw new Error('call not inserted');
    const task = await makeTask(s, { related: [{ type: 'call', id: call.id }] });
    expect(task.related[0]).toMatchObject({ recording: false });
    await t.db
      .update(calls)
      .set({ recordingUrl: 'https://api.twilio.com/recordings/RE1' })
      .where(eq(calls.id, call.id));
    expect((await get(s, `/tasks/${task.id}`)).json().data.related[0]).toMatchObject({
      type: 'call',
      recording: true,
      voicemail: false,
    });
  });
});
