import { organizationPresenceChannel } from '@aurora/contracts/realtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import type { TestApp } from '#test/app.ts';
import { makeLead } from '#test/records-factories.ts';
import { createTelephonyTestApp, salesLine, standInRealtime, succeeding } from '#test/telephony.ts';

// The wallboard, the dashboards and a colleague's calls list refetch on the organization
// channel's `record.*` events about calls. Wednesday 4 March 2026, 11:00 in Mexico City: the
// team is open.
const clock = createManualClock(new Date('2026-03-04T17:00:00Z'));
let t: TestApp;
let connected: Set<number>;
let published: ReturnType<typeof standInRealtime>['published'];

beforeAll(async () => {
  t = await createTelephonyTestApp({ clock });
  ({ connected, published } = standInRealtime(t.app));
});
afterAll(() => t?.close());
beforeEach(() => {
  published.length = 0;
});

const request = succeeding(() => t.app);

/** The call events told to the organization, in order, as `event:id`. */
const announced = (organizationId: number) =>
  published
    .filter(
      (entry) =>
        entry.channels.includes(organizationPresenceChannel(organizationId)) &&
        entry.payload.module === 'calls',
    )
    .map((entry) => `${entry.event}:${entry.payload.id}`);

describe('calls announced on the organization channel', () => {
  it('an incoming call: created when it rings, updated when answered and when it ends, once each', async () => {
    const s = await salesLine(t.app, connected);
    const call = await s.ring('+5215512340001');
    expect(announced(s.org.id)).toEqual([`record.created:${call.id}`]);

    await request('POST', `${s.base}/telephony/simulator/calls/${call.id}/answer`, s.ana.headers);
    await clock.advance(60_000);
    await request('POST', `${s.base}/telephony/simulator/calls/${call.id}/hangup`, s.ana.headers);
    // A second hang-up (a late callback) changes nothing, so tells nobody.
    await request('POST', `${s.base}/telephony/simulator/calls/${call.id}/hangup`, s.ana.headers);
    expect(announced(s.org.id)).toEqual([
      `record.created:${call.id}`,
      `record.updated:${call.id}`,
      `record.updated:${call.id}`,
    ]);
  });

  it('a call nobody answers: updated when it is missed, and when the caller leaves a voicemail', async () => {
    const s = await salesLine(t.app, connected, { team: { fallback_action: 'voicemail' } });
    const call = await s.ring('+5215512340002');
    // The simulated caller leaves their message as soon as the greeting ends.
    await clock.advance(25_000);
    expect(await request('GET', `${s.base}/calls/${call.id}`, s.admin.headers)).toMatchObject({
      status: 'missed',
      voicemail: true,
    });
    expect(announced(s.org.id)).toEqual([
      `record.created:${call.id}`,
      `record.updated:${call.id}`,
      `record.updated:${call.id}`,
    ]);
  });

  it('an outgoing call, its outcome and notes, a link and a logged call; nothing on another organization', async () => {
    const s = await salesLine(t.app, connected);
    const other = await salesLine(t.app, connected);
    const call = await request('POST', `${s.base}/telephony/calls/initiate`, s.ana.headers, {
      type: 'live',
      phone_to: '+5215512340003',
    });
    await request('PUT', `${s.base}/calls/${call.id}`, s.ana.headers, {
      outcome: 'interested',
      notes: 'Cancún',
    });
    // Nothing to change: no event.
    await request('PUT', `${s.base}/calls/${call.id}`, s.ana.headers, {});
    const lead = await makeLead(t.app, s.base, s.ana.headers, { phone: '+5215512340003' });
    await request('POST', `${s.base}/calls/${call.id}/link`, s.ana.headers, {
      callable_type: 'lead',
      callable_id: lead.id,
    });
    const logged = await request('POST', `${s.base}/calls`, s.ana.headers, {
      direction: 'outbound',
      phone_number: '+5215512340004',
      started_at: '2026-03-04T16:00:00Z',
      duration_seconds: 120,
    });
    expect(announced(s.org.id)).toEqual([
      `record.created:${call.id}`,
      `record.updated:${call.id}`,
      `record.updated:${call.id}`,
      `record.created:${logged.id}`,
    ]);
    expect(announced(other.org.id)).toEqual([]);
  });
});
