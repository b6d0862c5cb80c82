import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#app';
import { createManualClock } from '#platform/manual-clock.ts';
import type { TestApp } from '#test/app.ts';
import { createTestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { makeClient, makeContact, makeLead } from '#test/records-factories.ts';
import { createTelephonyTestApp, organizationWithNumber } from '#test/telephony.ts';
import { createSimulator } from './simulator.ts';
import { sineWav } from './wav.ts';

const clock = createManualClock(new Date());
let t: TestApp & { recordingsDir: string };
const published: { channels: string[]; event: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTelephonyTestApp({ clock });
  const publish = t.app.realtime.publish.bind(t.app.realtime);
  vi.spyOn(t.app.realtime, 'publish').mockImplementation(async (channels, event, payload, options) => {
    published.push({ channels: [channels].flat(), event, payload: payload as Record<string, unknown> });
    return publish(channels, event, payload, options);
  });
});
afterAll(() => t?.close());

type Headers = { authorization: string };
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const getCall = async (base: string, headers: Headers, id: number) =>
  (await t.app.inject({ method: 'GET', url: `${base}/calls/${id}`, headers })).json().data;
const statusesOf = (callId: number) =>
  published
    .filter((entry) => entry.event === 'call.status.updated' && entry.payload.call_id === callId)
    .map((entry) => entry.payload.status);

/** Initiates a live call and connects the simulated device. */
async function dial(phoneTo: string, options: { recording?: boolean } = {}) {
  const setup = await organizationWithNumber(t.app, { recording: options.recording ?? false });
  const { base, agent } = setup;
  const call = (
    await post(`${base}/telephony/calls/initiate`, agent.headers, { type: 'live', phone_to: phoneTo })
  ).json().data;
  const connected = await post(`${base}/telephony/simulator/calls/${call.id}/connect`, agent.headers);
  expect(connected.statusCode).toBe(200);
  return { ...setup, call };
}

describe('simulator: outgoing calls by magic number (fake clock)', () => {
  it('an ordinary number: ringing after 1 s, answered 2 s later, then completed when the device hangs up', async () => {
    const { base, agent, call } = await dial('+525511113333');
    await clock.advance(999);
    expect((await getCall(base, agent.headers, call.id)).status).toBe('initiated');
    await clock.advance(1);
    expect((await getCall(base, agent.headers, call.id)).status).toBe('ringing');
    await clock.advance(2000);
    const answered = await getCall(base, agent.headers, call.id);
    expect(answered.status).toBe('in-progress');
    expect(answered.provider_call_id).toMatch(/^CASIM[0-9a-f]{32}$/);
    await clock.advance(42_000);
    const hungUp = await post(`${base}/telephony/simulator/calls/${call.id}/hangup`, agent.headers);
    // Priced as Twilio prices it: one started minute at the outbound rate, in USD.
    expect(hungUp.json().data).toMatchObject({
      status: 'completed',
      duration_seconds: 42,
      recording: null,
      price: '0.01300',
      price_unit: 'USD',
    });
    expect(statusesOf(call.id)).toEqual(['ringing', 'in-progress', 'completed']);
  });

  it.each([
    ['0001', 'busy'],
    ['0002', 'no-answer'],
    ['0003', 'failed'],
  ])('a number ending in %s: ringing, then %s, duration 0', async (suffix, outcome) => {
    const { base, agent, call } = await dial(`+52551111${suffix}`);
    await clock.advance(3000);
    expect(await getCall(base, agent.headers, call.id)).toMatchObject({
      status: outcome,
      duration_seconds: 0,
    });
    expect(statusesOf(call.id)).toEqual(['ringing', outcome]);
    // The agent is free again.
    expect(
      (
        await post(`${base}/telephony/calls/initiate`, agent.headers, {
          type: 'tracked',
          phone_to: '+525511113333',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('a number ending in 0004 with recording on: answered, the other side hangs up after 5 s, a WAV recording is ready', async () => {
    const { base, agent, call } = await dial('+525511110004', { recording: true });
    await clock.advance(3000);
    expect((await getCall(base, agent.headers, call.id)).status).toBe('in-progress');
    await clock.advance(5000);
    const done = await getCall(base, agent.headers, call.id);
    expect(done).toMatchObject({ status: 'completed', duration_seconds: 5, price: '0.01300' });
    expect(done.recording).toEqual({
      url: `${base}/calls/${call.id}/recording`,
      duration_seconds: 5,
      content_type: 'audio/wav',
    });
    const ready = published.find(
      (entry) => entry.event === 'call.recording.ready' && entry.payload.call_id === call.id,
    );
    expect(ready?.channels).toEqual([`private-agent.${agent.user.id}`]);
    expect(ready?.payload).toMatchObject({
      recording_url: done.recording.url,
      duration_seconds: 5,
      voicemail: false,
    });
    const download = await t.app.inject({ method: 'GET', url: done.recording.url, headers: agent.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('audio/wav');
    expect(download.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(download.rawPayload.length).toBe(44 + 5 * 8000 * 2);
    expect((await t.app.inject({ method: 'GET', url: done.recording.url })).statusCode).toBe(401);
  });

  it('hanging up while it rings: canceled, and nothing fires afterwards', async () => {
    const { base, agent, call } = await dial('+525511113333');
    await clock.advance(1500);
    const canceled = await post(`${base}/telephony/simulator/calls/${call.id}/hangup`, agent.headers);
    expect(canceled.json().data.status).toBe('canceled');
    await clock.advance(10_000);
    expect((await getCall(base, agent.headers, call.id)).status).toBe('canceled');
  });

  it('connect twice: 409; the simulator lost with a restart: the abandoned-call schedule closes the call', async () => {
    const { base, agent, call } = await dial('+525511113333');
    expect(
      (await post(`${base}/telephony/simulator/calls/${call.id}/connect`, agent.headers)).statusCode,
    ).toBe(409);
    // A restart: the timers are gone with the process.
    t.app.callSimulator?.forget(call.id);
    await clock.advance(2 * 60_000 + 1);
    await vi.waitFor(
      async () => expect((await getCall(base, agent.headers, call.id)).status).toBe('abandoned'),
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe('simulator: incoming calls', () => {
  it('POST /telephony/simulator/incoming: the exact E.164 caller is matched, call.incoming reaches the assigned agent', async () => {
    const { base, agent, number, org } = await organizationWithNumber(t.app);
    const admin = await signedIn(t.app, { admin: true });
    const client = await makeClient(t.app, base, agent.headers, { name: 'Familia López' });
    const contact = await makeContact(t.app, base, agent.headers, client.id, {
      first_name: 'María',
      last_name: 'López',
      phone: '+5215511112222',
    });
    const response = await post(`${base}/telephony/simulator/incoming`, admin.headers, {
      from: '+5215511112222',
      to: number,
    });
    expect(response.statusCode).toBe(201);
    const call = response.json().data;
    expect(call).toMatchObject({
      direction: 'inbound',
      status: 'ringing',
      phone_from: '+5215511112222',
      phone_to: number,
      agent: null,
      contact: { id: contact.id, full_name: 'María López' },
      callable_type: 'client',
      callable_id: client.id,
    });
    const incoming = published.find(
      (entry) => entry.event === 'call.incoming' && entry.payload.call_id === call.id,
    );
    expect(incoming?.channels).toEqual([`private-agent.${agent.user.id}`]);
    expect(incoming?.payload).toEqual({
      call_id: call.id,
      organization: { id: org.id, code: org.code },
      phone_from: '+5215511112222',
      phone_to: number,
      contact: { id: contact.id, full_name: 'María López' },
      callable_type: 'client',
      callable_id: client.id,
      callable_name: 'Familia López',
      line_name: 'Main line',
      organization_name: org.name,
      ring_timeout_seconds: 20,
    });
    // A page loaded while it rings (a reload, a second tab) finds it, with when it began to ring.
    const ringing = async (headers: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/v2/calls/my/ringing', headers })).json().data;
    expect(await ringing(agent.headers)).toEqual([
      { ...incoming?.payload, ringing_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    ]);
    expect(await ringing(admin.headers)).toEqual([]);
    // Accepting: the agent is on the call; the other tabs learn it from call.status.updated.
    const answered = await post(`${base}/telephony/simulator/calls/${call.id}/answer`, agent.headers);
    expect(await ringing(agent.headers)).toEqual([]);
    expect(answered.json().data).toMatchObject({ status: 'in-progress', agent: { id: agent.user.id } });
    expect(
      (await post(`${base}/telephony/simulator/calls/${call.id}/answer`, agent.headers)).statusCode,
    ).toBe(409);
    await clock.advance(30_000);
    const done = await post(`${base}/telephony/simulator/calls/${call.id}/hangup`, agent.headers);
    expect(done.json().data).toMatchObject({ status: 'completed', duration_seconds: 30, price: '0.00850' });
  });

  it('a caller stored in national form, or with the old Mexican mobile 1: matched by national number (a lead here)', async () => {
    const { base, agent, number } = await organizationWithNumber(t.app);
    const admin = await signedIn(t.app, { admin: true });
    const lead = await makeLead(t.app, base, agent.headers, {
      first_name: 'Rosa',
      last_name: 'Díaz',
      phone: '55 3333 4444',
    });
    const call = (
      await post(`${base}/telephony/simulator/incoming`, admin.headers, {
        from: '+5215533334444',
        to: number,
      })
    ).json().data;
    expect(call).toMatchObject({
      contact: null,
      callable_type: 'lead',
      callable_id: lead.id,
      callable_name: 'Rosa Díaz',
    });
    const unknown = (
      await post(`${base}/telephony/simulator/incoming`, admin.headers, { from: '+525599990000', to: number })
    ).json().data;
    expect(unknown).toMatchObject({
      contact: null,
      callable_type: null,
      callable_id: null,
      callable_name: null,
    });
  });

  it('nobody answers within the ring timeout: missed, then a voicemail recording; without voicemail only missed', async () => {
    const { base, agent, number } = await organizationWithNumber(t.app, { voicemail: true });
    const admin = await signedIn(t.app, { admin: true });
    const call = (
      await post(`${base}/telephony/simulator/incoming`, admin.headers, { from: '+525599990001', to: number })
    ).json().data;
    await clock.advance(19_999);
    expect((await getCall(base, agent.headers, call.id)).status).toBe('ringing');
    await clock.advance(1);
    expect((await getCall(base, agent.headers, call.id)).status).toBe('missed');
    await clock.advance(2000);
    const after = await getCall(base, agent.headers, call.id);
    expect(after).toMatchObject({ status: 'missed', voicemail: true, recording: { duration_seconds: 3 } });

    const quiet = await organizationWithNumber(t.app, { voicemail: false });
    const missed = (
      await post(`${quiet.base}/telephony/simulator/incoming`, admin.headers, {
        from: '+525599990001',
        to: quiet.number,
      })
    ).json().data;
    await clock.advance(25_000);
    expect(await getCall(quiet.base, quiet.agent.headers, missed.id)).toMatchObject({
      status: 'missed',
      voicemail: false,
      recording: null,
    });
  });

  it('declined by every agent it rings: missed at once; an agent it does not ring cannot answer (404)', async () => {
    const { base, agent, number, org } = await organizationWithNumber(t.app, { voicemail: false });
    const outsider = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const admin = await signedIn(t.app, { admin: true });
    const call = (
      await post(`${base}/telephony/simulator/incoming`, admin.headers, { from: '+525599990002', to: number })
    ).json().data;
    expect(
      (await post(`${base}/telephony/simulator/calls/${call.id}/answer`, outsider.headers)).statusCode,
    ).toBe(404);
    await post(`${base}/telephony/simulator/calls/${call.id}/decline`, agent.headers);
    expect((await getCall(base, agent.headers, call.id)).status).toBe('missed');
  });

  it('no assigned agents: rings the organization agents (present, else not offline, else all active)', async () => {
    const { base, agent, number, org } = await organizationWithNumber(t.app, { assign: false });
    const colleague = await signedIn(t.app, { agent: true, organizations: [org.id] });
    await signedIn(t.app, { organizations: [org.id] });
    const admin = await signedIn(t.app, { admin: true });
    const call = (
      await post(`${base}/telephony/simulator/incoming`, admin.headers, { from: '+525599990003', to: number })
    ).json().data;
    const incoming = published.find(
      (entry) => entry.event === 'call.incoming' && entry.payload.call_id === call.id,
    );
    expect(incoming?.channels.sort()).toEqual(
      [`private-agent.${agent.user.id}`, `private-agent.${colleague.user.id}`].sort(),
    );
    // One of them declines: it rings on for the other, and no longer comes back to the decliner.
    await post(`${base}/telephony/simulator/calls/${call.id}/decline`, colleague.headers);
    const ringing = async (headers: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/v2/calls/my/ringing', headers }))
        .json()
        .data.map((entry: { call_id: number }) => entry.call_id);
    expect(await ringing(colleague.headers)).toEqual([]);
    expect(await ringing(agent.headers)).toEqual([call.id]);
    // Nor through another instance on the same database (a page the balancer sends elsewhere).
    const second = await buildApp(t.config, t.db);
    await second.ready();
    try {
      const elsewhere = await second.inject({
        method: 'GET',
        url: '/api/v2/calls/my/ringing',
        headers: colleague.headers,
      });
      expect(elsewhere.json().data).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('admins only (403 for agents); a number of another organization: 422; with Twilio active: 404', async () => {
    const { base, agent, number } = await organizationWithNumber(t.app);
    const other = await organizationWithNumber(t.app);
    const admin = await signedIn(t.app, { admin: true });
    expect(
      (await post(`${base}/telephony/simulator/incoming`, agent.headers, { from: '+1', to: number }))
        .statusCode,
    ).toBe(403);
    const foreign = await post(`${base}/telephony/simulator/incoming`, admin.headers, {
      from: '+525599990004',
      to: other.number,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.to).toEqual(['The number is not an active number of this organization.']);

    const twilioApp = await createTelephonyTestApp({ provider: 'twilio' });
    try {
      const org = await createOrganization(twilioApp.db);
      const twilioAdmin = await signedIn(twilioApp.app, { admin: true });
      const response = await twilioApp.app.inject({
        method: 'POST',
        url: `/api/v2/${org.code.toLowerCase()}/telephony/simulator/incoming`,
        headers: twilioAdmin.headers,
        payload: { from: '+525599990004', to: '+525512345678' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The telephony simulator is not the active provider.');
    } finally {
      await twilioApp.close();
    }
  });
});

describe('simulator unit', () => {
  it('sineWav: a valid PCM WAV header (RIFF, fmt 16-bit mono 8 kHz) and the requested length', () => {
    const wav = sineWav({ seconds: 0.5 });
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(8000);
    expect(wav.length).toBe(44 + 8000);
  });

  it('close(): every pending timer is dropped, so nothing fires after shutdown', async () => {
    const local = createManualClock();
    const simulator = createSimulator({
      context: t.app.telephony.context,
      clock: local,
      delays: { ringDelayMs: 10, answerDelayMs: 10, hangupDelayMs: 10, ringTimeoutMs: 10 },
      rates: t.config.telephony.simulator.rates,
      scheduleRingOut: async () => {},
    });
    await simulator.follow({ next: 'voicemail', call: { id: 999_999 } as never, greeting: null });
    expect(simulator.pending()).toBe(1);
    simulator.close();
    expect(simulator.pending()).toBe(0);
    expect(local.pending()).toBe(0);
  });

  it('recordings are files under DATA_DIR/recordings', async () => {
    const wav = sineWav({ seconds: 0.1 });
    await t.app.telephony.recordings.put(
      'simulator/probe.wav',
      (await import('node:stream')).Readable.from(wav),
    );
    expect((await readFile(path.join(t.recordingsDir, 'simulator/probe.wav'))).equals(wav)).toBe(true);
  });
});

// Keeps the import of createTestApp meaningful for readers: simulator apps are test apps.
void createTestApp;
