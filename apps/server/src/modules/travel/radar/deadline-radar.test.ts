import { describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { useTestApp } from '#test/app.ts';
import { memberRequests, organizationWithMember } from '#test/records-factories.ts';
import { addBooking, makeTrip, segment } from '#test/travel-factories.ts';
import { giveDeadlineTasks } from './deadline-radar.service.ts';

const t = useTestApp();
const { get } = memberRequests(() => t.app);

describe('deadline radar', () => {
  it('a deadline becomes a task for the trip owner once its lead time begins, once, even with two instances at once', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s);
    const booking = await addBooking(t.app, s, trip.id, {
      deadline_at: '2026-02-20T18:00:00-06:00',
      supplier_payments: [{ due_on: '2026-02-25', amount: 150_000 }],
      details: { type: 'flight', segments: [segment()] },
    });
    expect(booking.deadline_kind).toBe('ticketing');
    const clock = createManualClock(new Date('2026-02-17T00:00:00Z'));
    const scope = await getOrganizationScope(t.db, s.org.id);
    const instance = () => ({ ...withOrganization(offlineContext(t.db), scope), clock });

    // Four days ahead: outside the 48-hour lead time.
    expect(await giveDeadlineTasks(instance())).toBe(0);
    // 2026-02-19 00:00Z is 42 hours before the ticketing deadline (2026-02-21 00:00Z).
    await clock.advance(2 * 24 * 3_600_000);
    const runs = await Promise.all([giveDeadlineTasks(instance()), giveDeadlineTasks(instance())]);
    expect(runs.reduce((sum, made) => sum + made, 0)).toBe(1);
    expect(await giveDeadlineTasks(instance())).toBe(0);

    const tasks = (await get(s, '/tasks?filter[origin]=deadline')).json().data;
    expect(tasks).toMatchObject([
      {
        title: `Ticketing deadline: MEX → MAD (${trip.reference})`,
        type: 'to_do',
        priority: 'high',
        origin: 'deadline',
        assignee: s.user,
        due_date: '2026-02-20',
        due_time: '18:00',
        related: [{ type: 'trip', id: trip.id }],
      },
    ]);
    const [deadline] = (await get(s, `/trips/${trip.id}`)).json().data.deadlines;
    expect(deadline).toMatchObject({ type: 'ticketing', task_id: tasks[0].id, booking: { id: booking.id } });

    // The supplier payment's lead time (72 hours before the end of 25 February) begins on the 23rd.
    await clock.advance(4.5 * 24 * 3_600_000);
    expect(await giveDeadlineTasks(instance())).toBe(1);
    // A deadline long past gets no task any more.
    await clock.advance(30 * 24 * 3_600_000);
    expect(await giveDeadlineTasks(instance())).toBe(0);
  });

  it('writes its tasks in the organization’s language', async () => {
    const s = await organizationWithMember(t.app, { locale: 'es-MX' });
    const trip = await makeTrip(t.app, s);
    await addBooking(t.app, s, trip.id, {
      deadline_at: '2026-02-20T18:00:00-06:00',
      details: { type: 'flight', segments: [segment()] },
    });
    const clock = createManualClock(new Date('2026-02-19T12:00:00Z'));
    const scope = await getOrganizationScope(t.db, s.org.id);
    expect(await giveDeadlineTasks({ ...withOrganization(offlineContext(t.db), scope), clock })).toBe(1);
    expect((await get(s, '/tasks?filter[origin]=deadline')).json().data).toMatchObject([
      { title: `Límite de emisión: MEX → MAD (${trip.reference})` },
    ]);
  });
});
