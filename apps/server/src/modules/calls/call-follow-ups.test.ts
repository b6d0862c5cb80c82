import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import type { TestApp } from '#test/app.ts';
import { makeLead } from '#test/records-factories.ts';
import { createTelephonyTestApp, salesLine, standInRealtime, succeeding } from '#test/telephony.ts';

// Missed calls become callback tasks, and a later conversation with the caller closes them. The
// clock stands on Wednesday 4 March 2026, 17:50 in Mexico City (UTC-6), ten minutes before a
// Monday-to-Friday 09:00-18:00 team closes.
const clock = createManualClock(new Date('2026-03-04T23:50:00Z'));
let t: TestApp;
let connected: Set<number>;
let published: ReturnType<typeof standInRealtime>['published'];

beforeAll(async () => {
  t = await createTelephonyTestApp({ clock });
  ({ connected, published } = standInRealtime(t.app));
});
afterAll(() => t?.close());

type Headers = { authorization: string };
const request = succeeding(() => t.app);

const setup = (team: Record<string, unknown> = {}, line: string | null = 'Main line', locale = 'en') =>
  salesLine(t.app, connected, { team: { ring_strategy: 'round_robin', ...team }, line, locale });

async function tasksOf(s: { base: string; admin: { headers: Headers } }) {
  return (
    await t.app.inject({ method: 'GET', url: `${s.base}/tasks?view=all`, headers: s.admin.headers })
  ).json().data as Array<
    Record<string, unknown> & { id: number; related: Array<{ type: string; id: number }> }
  >;
}

describe('missed calls become callback tasks', () => {
  it('rang out: a task for the agent it rang last, due 15 business minutes later, about the call and the lead, told at once', async () => {
    const s = await setup();
    const caller = '+5215512340001';
    const lead = await makeLead(t.app, s.base, s.admin.headers, {
      phone: caller,
      first_name: 'Lucía',
      last_name: 'Paz',
    });
    const call = await s.ring(caller);
    await clock.advance(20_000);
    expect((await request('GET', `${s.base}/calls/${call.id}`, s.admin.headers)).status).toBe('missed');

    const [task, ...others] = await tasksOf(s);
    expect(others).toEqual([]);
    expect(task).toMatchObject({
      title: 'Call back Lucía Paz · Main line',
      assignment_reason: { code: 'rang_last', name: null },
      type: 'call',
      priority: 'high',
      status: 'open',
      origin: 'missed_call',
      assignee: { id: s.ana.user.id },
      team: { id: s.team.id },
      // Missed at 17:50:20, + 15 minutes of opening time: 9:40 today, the rest from 09:00 Thursday.
      due_date: '2026-03-05',
      due_time: '09:05',
    });
    expect(task?.related.map(({ type, id }) => `${type}:${id}`).sort()).toEqual([
      `call:${call.id}`,
      `lead:${lead.id}`,
    ]);
    // The task carries what its Call back button needs: the missed number and the caller's phone.
    expect(task?.related).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'call', name: caller }),
        expect.objectContaining({ type: 'lead', phone: caller, do_not_call: false }),
      ]),
    );
    // Its assignee (and the team) are told at once by the missed call's notification; the
    // reminder waits for the due.
    const told = published.filter(
      (entry) =>
        entry.event === 'notification.created' &&
        (entry.payload as { data: { task_id: number } }).data.task_id === task?.id,
    );
    expect(told.map((entry) => entry.channels)).toContainEqual([`private-agent.${s.ana.user.id}`]);
    expect(task).toMatchObject({ remind_before_minutes: 0, remind_at: '2026-03-05T15:05:00.000Z' });
    expect(published.some((entry) => entry.event === 'task.reminder')).toBe(false);

    // The caller leaves a message: the task is now a voicemail task.
    await clock.advance(5_000);
    expect((await tasksOf(s))[0]).toMatchObject({ origin: 'voicemail' });
  });

  it('a caller whose name fills a whole task title still gets a task (its title cut) and the voicemail', async () => {
    const s = await setup({ business_hours: {} });
    const caller = '+5215512340009';
    await makeLead(t.app, s.base, s.admin.headers, {
      phone: caller,
      first_name: 'A'.repeat(100),
      last_name: 'B'.repeat(100),
    });
    const call = await s.ring(caller);
    expect(call.status).toBe('missed');
    const [task] = await tasksOf(s);
    expect(String(task?.title)).toHaveLength(200);
    expect(String(task?.title)).toMatch(/^Call back A+ B+…$/);
    await clock.advance(5_000);
    expect(await request('GET', `${s.base}/calls/${call.id}`, s.admin.headers)).toMatchObject({
      voicemail: true,
    });
  });

  it('nobody rang (closed hours): the owner of the caller’s lead, else the team leader, else an administrator', async () => {
    const s = await setup({ business_hours: {} });
    const owned = '+5215512340002';
    await makeLead(t.app, s.base, s.admin.headers, { phone: owned, owner_id: s.bruno.user.id });
    await s.ring(owned);
    await s.ring('+5215512340003');
    const byCaller = new Map((await tasksOf(s)).map((task) => [String(task.title), task]));
    expect(byCaller.get('Call back Lucía Hernández · Main line')).toMatchObject({
      assignee: { id: s.bruno.user.id },
      assignment_reason: { code: 'record_owner', name: 'Lucía Hernández' },
    });
    expect(byCaller.get('Call back +5215512340003 · Main line')).toMatchObject({
      assignee: { id: s.bruno.user.id },
      assignment_reason: { code: 'team_leader', name: 'Sales' },
    });

    await request('PUT', `${s.base}/teams/${s.team.id}`, s.admin.headers, { leader_id: null });
    await s.ring('+5215512340004');
    const unled = (await tasksOf(s)).find((task) => task.title === 'Call back +5215512340004 · Main line');
    expect(unled).toMatchObject({
      assignee: { id: s.admin.user.id },
      assignment_reason: { code: 'administrator', name: null },
    });

    // Reassigned by a person: the system's reason no longer holds.
    const moved = await request('PUT', `${s.base}/tasks/${unled?.id}`, s.admin.headers, {
      assignee_id: s.ana.user.id,
    });
    expect(moved).toMatchObject({ assignee: { id: s.ana.user.id }, assignment_reason: null });
  });

  it('a line without a name is its number, as people write it', async () => {
    const s = await setup({ business_hours: {} }, null);
    await s.ring('+5215512340010');
    const [task] = await tasksOf(s);
    const line = s.phone.replace(/^\+52(\d{2})(\d{4})(\d{4})$/, '+52 $1 $2 $3');
    expect(task?.title).toBe(`Call back +5215512340010 · ${line}`);
  });

  it('calling the number back closes its open callback tasks with a note naming the call', async () => {
    const s = await setup();
    const caller = '+5215512340005';
    await s.ring(caller);
    await clock.advance(20_000);
    await s.ring(caller);
    await clock.advance(20_000);
    const open = await tasksOf(s);
    expect(open.map((task) => task.status)).toEqual(['open', 'open']);

    // An unanswered attempt closes nothing; a conversation does.
    const attempt = await request('POST', `${s.base}/telephony/calls/initiate`, s.bruno.headers, {
      type: 'live',
      phone_to: '+5215512340002',
    });
    await request('POST', `${s.base}/telephony/simulator/calls/${attempt.id}/connect`, s.bruno.headers);
    await clock.advance(3_000);
    await request('POST', `${s.base}/telephony/simulator/calls/${attempt.id}/hangup`, s.bruno.headers);
    expect((await tasksOf(s)).map((task) => task.status)).toEqual(['open', 'open']);

    const back = await request('POST', `${s.base}/telephony/calls/initiate`, s.bruno.headers, {
      type: 'live',
      phone_to: caller,
    });
    await request('POST', `${s.base}/telephony/simulator/calls/${back.id}/connect`, s.bruno.headers);
    await clock.advance(3_000);
    await request('POST', `${s.base}/telephony/simulator/calls/${back.id}/hangup`, s.bruno.headers);
    const closed = await tasksOf(s);
    expect(closed.map((task) => task.status)).toEqual(['done', 'done']);
    expect(closed[0]).toMatchObject({
      completed_by: { id: s.bruno.user.id },
      completion_note: `Closed by call #${back.id} (to ${caller}, Bruno).`,
    });
  });
});

describe('an organization that writes Spanish', () => {
  it('gets its callback task and the note that closes it in Spanish, with phones as people write them', async () => {
    const s = await setup({ business_hours: {} }, 'Ventas CDMX', 'es-MX');
    const caller = '+525512340014';
    await makeLead(t.app, s.base, s.admin.headers, { phone: caller, first_name: 'Lucía', last_name: 'Paz' });
    await s.ring(caller);
    const line = s.phone.replace(/^\+52(\d{2})(\d{4})(\d{4})$/, '+52 $1 $2 $3');
    expect((await tasksOf(s))[0]).toMatchObject({
      title: 'Devolver la llamada a Lucía Paz · Ventas CDMX',
      description: `Llamada perdida de +52 55 1234 0014 a ${line}.`,
    });

    const reached = await request('POST', `${s.base}/calls`, s.bruno.headers, {
      direction: 'outbound',
      phone_number: caller,
      started_at: new Date(clock.now().getTime() - 600_000).toISOString(),
      duration_seconds: 120,
      outcome: 'interested',
    });
    expect((await tasksOf(s))[0]).toMatchObject({
      status: 'done',
      completion_note: `Cerrada por la llamada #${reached.id} (a +52 55 1234 0014, Bruno).`,
    });
  });
});

describe('a callback by any means closes the callback task', () => {
  async function missedFrom(caller: string) {
    const s = await setup({ business_hours: {} });
    await s.ring(caller);
    expect((await tasksOf(s)).map((task) => task.status)).toEqual(['open']);
    return s;
  }

  it('a tracked call to the caller, made on another phone, closes it when it ends', async () => {
    const caller = '+5215512340011';
    const s = await missedFrom(caller);
    const tracked = await request('POST', `${s.base}/telephony/calls/initiate`, s.ana.headers, {
      type: 'tracked',
      phone_to: caller,
    });
    // Still talking: nothing closes yet.
    expect((await tasksOf(s)).map((task) => task.status)).toEqual(['open']);
    await clock.advance(60_000);
    await request('POST', `${s.base}/telephony/calls/${tracked.id}/end-tracked`, s.ana.headers, {});
    const [task] = await tasksOf(s);
    expect(task).toMatchObject({
      status: 'done',
      completed_by: { id: s.ana.user.id },
      completion_note: `Closed by call #${tracked.id} (to ${caller}, Ana).`,
    });
  });

  it('a call logged by hand as reached closes it; one logged as no answer, voicemail or of no length does not', async () => {
    const caller = '+5215512340012';
    const s = await missedFrom(caller);
    const log = (body: Record<string, unknown>) =>
      request('POST', `${s.base}/calls`, s.bruno.headers, {
        direction: 'outbound',
        phone_number: caller,
        started_at: new Date(clock.now().getTime() - 600_000).toISOString(),
        duration_seconds: 120,
        ...body,
      });
    await log({ outcome: 'no_answer' });
    await log({ outcome: 'voicemail' });
    await log({ outcome: null, duration_seconds: 0 });
    await log({ outcome: 'interested', phone_number: '+5215512340013' });
    expect((await tasksOf(s)).map((task) => task.status)).toEqual(['open']);

    const reached = await log({ outcome: 'interested' });
    const [task] = await tasksOf(s);
    expect(task).toMatchObject({
      status: 'done',
      completed_by: { id: s.bruno.user.id },
      completion_note: `Closed by call #${reached.id} (to ${caller}, Bruno).`,
    });
  });
});
