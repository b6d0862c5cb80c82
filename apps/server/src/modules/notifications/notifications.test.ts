import type { Notification } from '@aurora/contracts/notifications';
import { agentChannel } from '@aurora/contracts/realtime';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueReminders } from '#modules/tasks/tasks.service.ts';
import { createManualClock } from '#platform/manual-clock.ts';
import { appContext } from '#platform/tenancy/context.ts';
import type { TestApp } from '#test/app.ts';
import { makeClient, makeLead } from '#test/records-factories.ts';
import { createTelephonyTestApp, salesLine, standInRealtime, succeeding } from '#test/telephony.ts';
import { pruneNotifications } from './notifications.service.ts';
import { notifications } from './notifications.table.ts';

// The notification centre hears missed calls, voicemails, tasks given by others, reminders and
// deals moved by others, and keeps each user's entries to themselves. The clock stands on a
// Wednesday at 11:00 in Mexico City, inside the team's hours.
const clock = createManualClock(new Date('2026-03-04T17:00:00Z'));
let t: TestApp;
let connected: Set<number>;
let published: ReturnType<typeof standInRealtime>['published'];

beforeAll(async () => {
  t = await createTelephonyTestApp({ clock });
  ({ connected, published } = standInRealtime(t.app));
});
afterAll(() => t?.close());

type Headers = { authorization: string };
type Person = { user: { id: number }; headers: Headers };

const request = succeeding(() => t.app);

const mine = async (person: Person, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v2/agent/notifications${query}`,
    headers: person.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Notification[]; meta: { unread: number; next_before: number | null } };
};
const markRead = (person: Person, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/v2/agent/notifications/${id}/read`, headers: person.headers });
const markAllRead = (person: Person) =>
  t.app.inject({ method: 'POST', url: '/api/v2/agent/notifications/read', headers: person.headers });
const pushedTo = (person: Person, event = 'notification.created') =>
  published.filter((entry) => entry.event === event && entry.channels.includes(agentChannel(person.user.id)));

/** An organization with a team (Ana and Bruno, led by Bruno) answering a number, and an admin. */
const setup = () => salesLine(t.app, connected);
type Setup = Awaited<ReturnType<typeof setup>>;

async function missACall(s: Setup, from: string) {
  const call = await s.ring(from);
  await clock.advance(20_000);
  return call;
}

describe('a missed call', () => {
  it('tells the callback task’s assignee and the call’s team, once each, at once on their private channel; a voicemail tells them again', async () => {
    const s = await setup();
    const caller = '+5215512349001';
    const lead = await makeLead(t.app, s.base, s.admin.headers, {
      phone: caller,
      first_name: 'Lucía',
      last_name: 'Paz',
    });
    const call = await missACall(s, caller);
    const [task] = await request('GET', `${s.base}/tasks?view=all`, s.admin.headers);

    for (const person of [s.ana, s.bruno]) {
      const { data, meta } = await mine(person);
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        kind: 'missed_call',
        data: {
          call_id: call.id,
          task_id: task.id,
          caller: 'Lucía Paz',
          phone: caller,
          assignee_id: task.assignee.id,
          callable: { type: 'lead', id: lead.id },
          contact_id: null,
        },
        organization: { id: s.org.id, code: s.org.code },
        subject: { type: 'task', id: task.id, name: null, url: null },
        actor: null,
        created_at: clock.now().toISOString(),
        read_at: null,
      });
      expect(meta.unread).toBe(1);
      expect(pushedTo(person).map((entry) => entry.payload)).toEqual([data[0]]);
    }
    // The administrator is not in the team, and nobody got a reminder besides the missed call.
    expect((await mine(s.admin)).data).toEqual([]);

    await clock.advance(5_000);
    for (const person of [s.ana, s.bruno]) {
      const { data, meta } = await mine(person);
      expect(data.map((entry) => entry.kind)).toEqual(['voicemail', 'missed_call']);
      expect(data[0]).toMatchObject({
        data: { call_id: call.id, task_id: task.id },
        subject: { id: task.id },
      });
      expect(meta.unread).toBe(2);
    }
  });
});

describe('a task', () => {
  it('given to me by someone else tells me; one I give myself does not; a reassignment tells the new assignee', async () => {
    const s = await setup();
    await request('POST', `${s.base}/tasks`, s.ana.headers, { title: 'My own', assignee_id: s.ana.user.id });
    expect((await mine(s.ana)).data).toEqual([]);

    const given = await request('POST', `${s.base}/tasks`, s.admin.headers, {
      title: 'Quote the Ortegas',
      assignee_id: s.ana.user.id,
    });
    const [entry] = (await mine(s.ana)).data;
    expect(entry).toMatchObject({
      kind: 'task_assigned',
      data: { task_id: given.id, title: 'Quote the Ortegas' },
      subject: { type: 'task', id: given.id },
      actor: { id: s.admin.user.id },
    });
    expect(pushedTo(s.ana).at(-1)?.payload).toEqual(entry);
    // The admin acted: nothing for them.
    expect((await mine(s.admin)).data).toEqual([]);

    await request('PUT', `${s.base}/tasks/${given.id}`, s.ana.headers, { assignee_id: s.bruno.user.id });
    expect((await mine(s.bruno)).data).toMatchObject([
      { kind: 'task_assigned', data: { task_id: given.id }, actor: { id: s.ana.user.id } },
    ]);
    // Edited without a new assignee: nobody hears again.
    await request('PUT', `${s.base}/tasks/${given.id}`, s.admin.headers, {
      title: 'Quote the Ortega family',
    });
    expect((await mine(s.bruno)).data).toHaveLength(1);
  });

  it('reassigned in bulk tells the new assignee of each task it did not already have', async () => {
    const s = await setup();
    const one = await request('POST', `${s.base}/tasks`, s.admin.headers, {
      title: 'One',
      assignee_id: null,
    });
    const two = await request('POST', `${s.base}/tasks`, s.bruno.headers, { title: 'Two' });
    const had = await request('POST', `${s.base}/tasks`, s.admin.headers, {
      title: 'Already hers',
      assignee_id: s.ana.user.id,
    });
    const before = (await mine(s.ana)).data.length;

    await request('POST', `${s.base}/tasks/bulk`, s.admin.headers, {
      action: 'assign',
      ids: [one.id, two.id, had.id],
      owner_id: s.ana.user.id,
    });
    const entries = (await mine(s.ana)).data;
    expect(entries).toHaveLength(before + 2);
    expect(
      entries
        .slice(0, 2)
        .map((entry) => entry.kind === 'task_assigned' && entry.data.task_id)
        .sort(),
    ).toEqual([one.id, two.id].sort());
    expect(entries[0]).toMatchObject({ actor: { id: s.admin.user.id } });
    expect(pushedTo(s.ana).length).toBeGreaterThanOrEqual(2);
  });

  it('whose reminder comes tells its assignee', async () => {
    const s = await setup();
    const task = await request('POST', `${s.base}/tasks`, s.bruno.headers, {
      title: 'Passport copy',
      remind_at: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    await deliverDueReminders(appContext(t.app, null));
    expect((await mine(s.bruno)).data).toMatchObject([
      { kind: 'task_reminder', data: { task_id: task.id, title: 'Passport copy' }, subject: { id: task.id } },
    ]);
    expect(pushedTo(s.bruno).at(-1)?.payload).toMatchObject({ kind: 'task_reminder' });
  });
});

describe('a deal', () => {
  it('moved by someone else tells its owner, with the stages; moved by its owner, nobody', async () => {
    const s = await setup();
    const client = await makeClient(t.app, s.base, s.ana.headers);
    const deal = await request('POST', `${s.base}/opportunities`, s.ana.headers, {
      title: 'Riviera Maya',
      client_id: client.id,
      owner_id: s.ana.user.id,
    });
    await request('POST', `${s.base}/opportunities/${deal.id}/move`, s.ana.headers, { stage: 'quoted' });
    expect((await mine(s.ana)).data).toEqual([]);

    await request('POST', `${s.base}/opportunities/${deal.id}/move`, s.bruno.headers, {
      stage: 'negotiation',
    });
    // Reordering within its column is no move.
    await request('POST', `${s.base}/opportunities/${deal.id}/move`, s.bruno.headers, {
      stage: 'negotiation',
    });
    const { data } = await mine(s.ana);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      kind: 'deal_moved',
      data: { opportunity_id: deal.id, title: 'Riviera Maya' },
      subject: { type: 'opportunity', id: deal.id, name: 'Riviera Maya', url: `/opportunities/${deal.id}` },
      actor: { id: s.bruno.user.id },
    });
    const moved = data[0]?.kind === 'deal_moved' ? data[0].data : undefined;
    expect(moved?.from_stage).toEqual(expect.any(String));
    expect(moved?.to_stage).not.toBe(moved?.from_stage);
    expect(moved).toMatchObject({ from_stage_key: 'quoted', to_stage_key: 'negotiation' });

    // Edited to another stage by someone else: told too.
    await request('PUT', `${s.base}/opportunities/${deal.id}`, s.admin.headers, { stage: 'quoted' });
    expect((await mine(s.ana)).data.map((entry) => entry.actor?.id)).toEqual([
      s.admin.user.id,
      s.bruno.user.id,
    ]);
  });
});

describe('GET /agent/notifications and marking read', () => {
  async function withEntries(s: Setup, count: number) {
    for (let n = 0; n < count; n += 1) {
      await request('POST', `${s.base}/tasks`, s.admin.headers, {
        title: `Task ${n}`,
        assignee_id: s.ana.user.id,
      });
    }
  }

  it('pages newest first with the unread count; marks one read, then all, and tells every tab', async () => {
    const s = await setup();
    await withEntries(s, 3);
    const first = await mine(s.ana, '?limit=2');
    expect(first.data.map((entry) => entry.kind === 'task_assigned' && entry.data.title)).toEqual([
      'Task 2',
      'Task 1',
    ]);
    expect(first.meta).toEqual({ unread: 3, next_before: first.data[1]?.id });
    const rest = await mine(s.ana, `?limit=2&before=${first.meta.next_before}`);
    expect(rest.data.map((entry) => entry.kind === 'task_assigned' && entry.data.title)).toEqual(['Task 0']);
    expect(rest.meta.next_before).toBeNull();

    const id = first.data[0]?.id ?? 0;
    const read = await markRead(s.ana, id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      data: { id, read_at: clock.now().toISOString() },
      meta: { unread: 2 },
    });
    expect(pushedTo(s.ana, 'notifications.read').at(-1)?.payload).toEqual({
      ids: [id],
      read_at: clock.now().toISOString(),
      unread: 2,
    });
    // Again: answered as it is, nobody told twice.
    const before = pushedTo(s.ana, 'notifications.read').length;
    expect((await markRead(s.ana, id)).json().meta).toEqual({ unread: 2 });
    expect(pushedTo(s.ana, 'notifications.read')).toHaveLength(before);

    const all = await markAllRead(s.ana);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ meta: { unread: 0 } });
    expect(pushedTo(s.ana, 'notifications.read').at(-1)?.payload).toMatchObject({ ids: null, unread: 0 });
    const after = await mine(s.ana);
    expect(after.meta.unread).toBe(0);
    expect(after.data.every((entry) => entry.read_at !== null)).toBe(true);
  });

  it("another user's notification is a 404, and a bad id or page a 4xx, never a 500", async () => {
    const s = await setup();
    await withEntries(s, 1);
    const [entry] = (await mine(s.ana)).data;
    const theirs = await markRead(s.bruno, entry?.id ?? 0);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Notification not found.' });
    expect((await mine(s.ana)).data[0]?.read_at).toBeNull();
    expect((await markRead(s.ana, 999_999_999)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '1.5', '99999999999999999999']) {
      const response = await markRead(s.ana, bad);
      expect(response.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, bad).toBeLessThan(500);
    }
    for (const query of ['?limit=0', '?limit=51', '?before=x', '?before=-3', '?before=99999999999']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/agent/notifications${query}`,
        headers: s.ana.headers,
      });
      expect(response.statusCode, query).toBe(422);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v2/agent/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a user removed from an organization no longer sees its notifications', async () => {
    const s = await setup();
    const other = await setup();
    await withEntries(s, 1);
    // Ana of `s` joins the other organization too and gets a task there.
    await request('POST', `/api/v2/organizations/${other.org.id}/members`, other.admin.headers, {
      email: s.ana.user.email,
    });
    await request('POST', `${other.base}/tasks`, other.admin.headers, {
      title: 'Elsewhere',
      assignee_id: s.ana.user.id,
    });
    const both = await mine(s.ana);
    expect(both.data.map((entry) => entry.organization.id)).toEqual([other.org.id, s.org.id]);
    expect(both.meta.unread).toBe(2);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/organizations/${s.org.id}/members/${s.ana.user.id}`,
      headers: s.admin.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const left = await mine(s.ana);
    expect(left.data.map((entry) => entry.organization.id)).toEqual([other.org.id]);
    expect(left.meta.unread).toBe(1);
    expect((await markRead(s.ana, both.data[1]?.id ?? 0)).statusCode).toBe(404);
    await markAllRead(s.ana);
    // Marking all read left the other organization's entry alone (it is out of sight, not read).
    const [row] = await t.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, both.data[1]?.id ?? 0));
    expect(row?.readAt).toBeNull();
  });

  it('entries older than 90 days go every night, read or not; younger ones stay', async () => {
    const s = await setup();
    await withEntries(s, 3);
    const [young, old, oldRead] = (await mine(s.ana)).data.map((entry) => entry.id);
    await markRead(s.ana, oldRead ?? 0);
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
    const backdate = (id: number | undefined, days: number) =>
      t.db
        .update(notifications)
        .set({ createdAt: daysAgo(days) })
        .where(eq(notifications.id, id ?? 0));
    await backdate(young, 89);
    await backdate(old, 91);
    await backdate(oldRead, 120);

    expect(await pruneNotifications(appContext(t.app, null))).toBe(2);
    expect((await mine(s.ana)).data.map((entry) => entry.id)).toEqual([young]);
  });
});
