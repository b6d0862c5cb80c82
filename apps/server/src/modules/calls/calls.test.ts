import { CALL_NOTES_MAX_LENGTH } from '@aurora/contracts/calls';
import { agentChannel } from '@aurora/contracts/realtime';
import Pusher, { type Channel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import type { TestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { makeClient, makeContact, makeLead } from '#test/records-factories.ts';
import { createTelephonyTestApp, decodeJwt, organizationWithNumber } from '#test/telephony.ts';

const clock = createManualClock(new Date());
let t: TestApp;

beforeAll(async () => {
  t = await createTelephonyTestApp({ clock });
});
afterAll(() => t?.close());

type Headers = { authorization: string };
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const initiate = (base: string, headers: Headers, payload: object) =>
  post(`${base}/telephony/calls/initiate`, headers, payload);

describe('GET /telephony/access-token (simulator)', () => {
  it('org-scoped and unprefixed: a JWT for agent_{userId} with a voice grant, valid one hour', async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    for (const url of [`${base}/telephony/access-token`, '/api/v2/telephony/access-token']) {
      const response = await get(url, agent.headers);
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        token: string;
        provider: string;
        identity: string;
        ttl_seconds: number;
      }>();
      expect(body).toMatchObject({
        provider: 'simulator',
        identity: `agent_${agent.user.id}`,
        ttl_seconds: 3600,
      });
      const { header, payload } = decodeJwt(body.token);
      expect(header.alg).toBe('HS256');
      expect(payload.grants).toEqual({
        identity: `agent_${agent.user.id}`,
        voice: { incoming: { allow: true }, outgoing: { application_sid: 'simulator' } },
      });
      expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);
    }
  });
});

describe('POST /telephony/calls/initiate', () => {
  it('a live call to a national number: 201 with E.164 phone_to, the assigned number, contact and record', async () => {
    const { agent, base, number } = await organizationWithNumber(t.app);
    const client = await makeClient(t.app, base, agent.headers, { name: 'Familia Ruiz' });
    const contact = await makeContact(t.app, base, agent.headers, client.id, {
      first_name: 'Ana',
      last_name: 'Ruiz',
    });
    const response = await initiate(base, agent.headers, {
      type: 'live',
      phone_to: '55 1111 3333',
      contact_id: contact.id,
      callable_type: 'client',
      callable_id: client.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'live',
      direction: 'outbound',
      status: 'initiated',
      phone_to: '+525511113333',
      phone_from: number,
      contact: { id: contact.id, full_name: 'Ana Ruiz' },
      callable_type: 'client',
      callable_id: client.id,
      callable_name: 'Familia Ruiz',
      agent: { id: agent.user.id },
      started_at: clock.now().toISOString(),
      provider: 'simulator',
    });
    await post(`${base}/telephony/calls/${response.json().data.id}/discard`, agent.headers);
  });

  it('not a phone number, a missing type: 422 naming the fields with clear messages', async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const bad = await initiate(base, agent.headers, { type: 'live', phone_to: 'call me maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone_to).toEqual([
      'The phone to must be a valid phone number, such as +525512345678 or a national number.',
    ]);
    const missing = await initiate(base, agent.headers, { phone_to: '5511113333' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.type).toEqual(['The type must be live or tracked.']);
  });

  it("another organization's contact or lead: 422 on contact_id and callable_id", async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const other = await organizationWithNumber(t.app);
    const client = await makeClient(t.app, other.base, other.agent.headers);
    const contact = await makeContact(t.app, other.base, other.agent.headers, client.id);
    const lead = await makeLead(t.app, other.base, other.agent.headers);
    const response = await initiate(base, agent.headers, {
      type: 'live',
      phone_to: '+525511113333',
      contact_id: contact.id,
      callable_type: 'lead',
      callable_id: lead.id,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['callable_id', 'contact_id']);
  });

  it("a second call while one is open: 409 'Already on a call', and no second record", async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const first = await initiate(base, agent.headers, { type: 'tracked', phone_to: '+525511113333' });
    expect(first.statusCode).toBe(201);
    const second = await initiate(base, agent.headers, { type: 'live', phone_to: '+525511114444' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'Already on a call' });
    const list = await get(`${base}/calls?filter[user_id]=me`, agent.headers);
    expect(list.json().meta.total).toBe(1);
  });

  it('an organization without numbers: the call is created with phone_from null', async () => {
    const org = await createOrganization(t.app.db);
    const agent = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const response = await initiate(`/api/v2/${org.code.toLowerCase()}`, agent.headers, {
      type: 'live',
      phone_to: '+525511113333',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.phone_from).toBeNull();
  });
});

describe('open calls never block an agent for good', () => {
  it('a live call still initiated after 2 minutes: closed as abandoned on the next initiate', async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const first = (await initiate(base, agent.headers, { type: 'live', phone_to: '+525511113333' })).json()
      .data;
    await clock.advance(60_000);
    expect(
      (await initiate(base, agent.headers, { type: 'live', phone_to: '+525511113333' })).statusCode,
    ).toBe(409);
    await clock.advance(61_000);
    const second = await initiate(base, agent.headers, { type: 'live', phone_to: '+525511113333' });
    expect(second.statusCode).toBe(201);
    const closed = (await get(`${base}/calls/${first.id}`, agent.headers)).json().data;
    expect(closed).toMatchObject({ status: 'abandoned', duration_seconds: 0 });
    expect(closed.ended_at).not.toBeNull();
    await post(`${base}/telephony/calls/${second.json().data.id}/discard`, agent.headers);
  });

  it('a tracked call open for 12 hours: abandoned by the schedule, without anybody reading it', async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const call = (await initiate(base, agent.headers, { type: 'tracked', phone_to: '+525511113333' })).json()
      .data;
    await clock.advance(12 * 3_600_000 - 1000);
    expect((await get(`${base}/calls/${call.id}`, agent.headers)).json().data.status).toBe('in-progress');
    await clock.advance(2000);
    const closed = await vi.waitFor(
      async () => {
        const read = (await get(`${base}/calls/${call.id}`, agent.headers)).json().data;
        expect(read.status).toBe('abandoned');
        return read;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(closed.ended_at).not.toBeNull();
  });

  it("discard: closes the agent's own open call at once; another agent's call is a 404; twice is a 409", async () => {
    const { agent, base, org } = await organizationWithNumber(t.app);
    const colleague = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const call = (await initiate(base, agent.headers, { type: 'live', phone_to: '+525511113333' })).json()
      .data;
    expect((await post(`${base}/telephony/calls/${call.id}/discard`, colleague.headers)).statusCode).toBe(
      404,
    );
    const discarded = await post(`${base}/telephony/calls/${call.id}/discard`, agent.headers);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().data.status).toBe('abandoned');
    expect((await post(`${base}/telephony/calls/${call.id}/discard`, agent.headers)).statusCode).toBe(409);
    expect(
      (await initiate(base, agent.headers, { type: 'tracked', phone_to: '+525511113333' })).statusCode,
    ).toBe(201);
  });
});

describe('POST /telephony/calls/{id}/end-tracked', () => {
  it('the own tracked call: completed with its duration and notes; a second end is a 409, not a second record', async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const call = (await initiate(base, agent.headers, { type: 'tracked', phone_to: '+525511113333' })).json()
      .data;
    expect(call.status).toBe('in-progress');
    await clock.advance(95_000);
    const ended = await post(`${base}/telephony/calls/${call.id}/end-tracked`, agent.headers, {
      notes: 'Wants Cancún in July',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({
      status: 'completed',
      duration_seconds: 95,
      notes: 'Wants Cancún in July',
    });
    const again = await post(`${base}/telephony/calls/${call.id}/end-tracked`, agent.headers, {
      notes: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'No tracked call in progress' });
    const after = (await get(`${base}/calls/${call.id}`, agent.headers)).json().data;
    expect(after.notes).toBe('Wants Cancún in July');
  });

  it(`notes over ${CALL_NOTES_MAX_LENGTH} characters: 422; a live call: 409; another user's call: 404`, async () => {
    const { agent, base, org } = await organizationWithNumber(t.app);
    const colleague = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const call = (await initiate(base, agent.headers, { type: 'tracked', phone_to: '+525511113333' })).json()
      .data;
    const long = await post(`${base}/telephony/calls/${call.id}/end-tracked`, agent.headers, {
      notes: 'x'.repeat(CALL_NOTES_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.notes).toEqual(['The notes may not be greater than 1000 characters.']);
    const exact = 'x'.repeat(CALL_NOTES_MAX_LENGTH);
    expect(
      (await post(`${base}/telephony/calls/${call.id}/end-tracked`, colleague.headers, { notes: exact }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(`${base}/telephony/calls/${call.id}/end-tracked`, agent.headers, { notes: exact }))
        .statusCode,
    ).toBe(200);
    const live = (await initiate(base, agent.headers, { type: 'live', phone_to: '+525511113333' })).json()
      .data;
    expect((await post(`${base}/telephony/calls/${live.id}/end-tracked`, agent.headers, {})).statusCode).toBe(
      409,
    );
  });
});

describe('calls: manual log, edit, lists', () => {
  it('POST /calls: a past call with outcome and notes, 201; bad fields answer 422 by name', async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const lead = await makeLead(t.app, base, agent.headers, { first_name: 'Rosa', last_name: 'Díaz' });
    const created = await post(`${base}/calls`, agent.headers, {
      direction: 'inbound',
      phone_number: '55 2222 3333',
      callable_type: 'lead',
      callable_id: lead.id,
      started_at: '2026-05-01T16:00:00Z',
      duration_seconds: 300,
      outcome: 'interested',
      notes: 'Honeymoon in Bali',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: 'manual',
      direction: 'inbound',
      status: 'completed',
      phone_from: '+525522223333',
      phone_to: null,
      callable_name: 'Rosa Díaz',
      started_at: '2026-05-01T16:00:00.000Z',
      ended_at: '2026-05-01T16:05:00.000Z',
      duration_seconds: 300,
      outcome: 'interested',
      recording: null,
    });
    const bad = await post(`${base}/calls`, agent.headers, {
      direction: 'sideways',
      phone_number: 'nope',
      started_at: 'yesterday',
      duration_seconds: -1,
      outcome: 'nope',
      notes: 'x'.repeat(1001),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'direction',
      'duration_seconds',
      'notes',
      'started_at',
    ]);
    const semantic = await post(`${base}/calls`, agent.headers, {
      direction: 'outbound',
      phone_number: 'nope',
      started_at: '2026-05-01T16:00:00Z',
      duration_seconds: 1,
      outcome: 'nope',
    });
    expect(Object.keys(semantic.json().errors).sort()).toEqual(['outcome', 'phone_number']);
  });

  it('PUT /calls/{id}: the agent edits notes and outcome; a colleague gets 403, an administrator may', async () => {
    const { agent, base, org } = await organizationWithNumber(t.app);
    const colleague = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const admin = await signedIn(t.app, { admin: true });
    const call = (await initiate(base, agent.headers, { type: 'tracked', phone_to: '+525511113333' })).json()
      .data;
    await post(`${base}/telephony/calls/${call.id}/end-tracked`, agent.headers, {});
    const put = (headers: Headers, payload: object) =>
      t.app.inject({ method: 'PUT', url: `${base}/calls/${call.id}`, headers, payload });
    const edited = await put(agent.headers, { notes: 'Call back Friday', outcome: 'callback' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ notes: 'Call back Friday', outcome: 'callback' });
    expect((await put(colleague.headers, { notes: 'mine now' })).statusCode).toBe(403);
    expect((await put(admin.headers, { outcome: 'booked' })).json().data).toMatchObject({
      notes: 'Call back Friday',
      outcome: 'booked',
    });
    expect((await put(agent.headers, { outcome: 'unknown' })).statusCode).toBe(422);
  });

  it('GET /calls filters by agent, direction, type, status, dates and record; GET /calls/my spans organizations', async () => {
    const { agent, base, org } = await organizationWithNumber(t.app);
    const second = await organizationWithNumber(t.app);
    const { ensureMember } = await import('#platform/tenancy/members.service.ts');
    await ensureMember(t.app.db, second.org.id, agent.user.id);
    const colleague = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const lead = await makeLead(t.app, base, agent.headers);
    const log = (headers: Headers, url: string, payload: object) =>
      post(`${url}/calls`, headers, {
        direction: 'outbound',
        phone_number: '+525522223333',
        started_at: '2026-04-10T16:00:00Z',
        duration_seconds: 60,
        ...payload,
      });
    await log(agent.headers, base, { callable_type: 'lead', callable_id: lead.id });
    await log(agent.headers, base, { direction: 'inbound', started_at: '2026-04-20T16:00:00Z' });
    await log(colleague.headers, base, {});
    await log(agent.headers, second.base, {});
    const ids = async (query: string, url = `${base}/calls`) => {
      const response = await get(`${url}?${query}`, agent.headers);
      expect(response.statusCode).toBe(200);
      return response.json().meta.total as number;
    };
    expect(await ids('')).toBe(3);
    expect(await ids('filter[user_id]=me')).toBe(2);
    expect(await ids(`filter[user_id]=${colleague.user.id}`)).toBe(1);
    expect(await ids('filter[direction]=inbound')).toBe(1);
    expect(await ids('filter[type]=manual&filter[status]=completed')).toBe(3);
    expect(await ids('filter[started_at][after]=2026-04-15')).toBe(1);
    expect(await ids('filter[started_at][before]=2026-04-15')).toBe(2);
    expect(await ids(`filter[callable_type]=lead&filter[callable_id]=${lead.id}`)).toBe(1);
    expect(await ids('q=2222 3333')).toBe(3);
    // The lead's name, Lucía Hernández: word for word without accents, then with a typo.
    expect(await ids('q=hern lucia')).toBe(1);
    const typo = (await get(`${base}/calls?q=lucia%20hernandes`, agent.headers)).json();
    expect(typo.meta).toMatchObject({ total: 1, q_resembling: true });
    expect((await get(`${base}/calls?filter[nope]=1`, agent.headers)).statusCode).toBe(422);
    const sorted = (await get(`${base}/calls?sort=started_at`, agent.headers)).json().data;
    expect(sorted[0].started_at <= sorted[2].started_at).toBe(true);
    expect(await ids('', '/api/v2/calls/my')).toBe(3);
    const mine = (await get('/api/v2/calls/my?per_page=1', agent.headers)).json();
    expect(mine.meta).toEqual({ current_page: 1, per_page: 1, total: 3, last_page: 3 });
  });

  it('the organization dashboard and the agent dashboard count the calls of this month', async () => {
    const { agent, base, org } = await organizationWithNumber(t.app);
    const admin = await signedIn(t.app, { admin: true });
    await post(`${base}/calls`, agent.headers, {
      direction: 'outbound',
      phone_number: '+525522223333',
      started_at: new Date(Date.now() - 60_000).toISOString(),
      duration_seconds: 61,
    });
    const stats = (await get(`/api/v2/organizations/${org.id}/stats`, admin.headers)).json().data;
    expect(stats).toMatchObject({ calls_this_month: 1, call_minutes_this_month: 2 });
    const dashboard = (await get('/api/v2/agent/dashboard', agent.headers)).json().data;
    expect(dashboard.counters).toMatchObject({ calls_today: 1, calls_this_month: 1 });
  });
});

describe('tenancy', () => {
  it("every call and telephony route of another organization's call: 404 (initiate of a non-member too)", async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const other = await organizationWithNumber(t.app);
    const call = (await initiate(base, agent.headers, { type: 'tracked', phone_to: '+525511113333' })).json()
      .data;
    // The other organization's agent, through their own organization's URLs, and through ours.
    const theirs = other.agent.headers;
    const attempts = [
      get(`${other.base}/calls/${call.id}`, theirs),
      get(`${other.base}/calls/${call.id}/recording`, theirs),
      t.app.inject({
        method: 'PUT',
        url: `${other.base}/calls/${call.id}`,
        headers: theirs,
        payload: { notes: 'x' },
      }),
      post(`${other.base}/telephony/calls/${call.id}/end-tracked`, theirs, {}),
      post(`${other.base}/telephony/calls/${call.id}/discard`, theirs),
      post(`${other.base}/telephony/simulator/calls/${call.id}/hangup`, theirs),
      get(`${base}/calls`, theirs),
      get(`${base}/calls/${call.id}`, theirs),
      post(`${base}/calls`, theirs, {}),
      post(`${base}/telephony/calls/initiate`, theirs, { type: 'live', phone_to: '+525511113333' }),
      get(`${base}/telephony/access-token`, theirs),
      get(`${base}/telephony/numbers`, theirs),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const list = (await get(`${other.base}/calls`, theirs)).json();
    expect(list.data.map((c: { id: number }) => c.id)).not.toContain(call.id);
  });
});

describe('realtime', () => {
  let apiUrl: string;
  let port: number;
  const pushers: Pusher[] = [];
  beforeAll(async () => {
    apiUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = await t.app.realtime.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => {
    for (const pusher of pushers) pusher.disconnect();
  });

  const subscribe = async (token: string, userId: number) => {
    const pusher = new Pusher(t.app.realtime.app.key, {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${apiUrl}/api/v2/broadcasting/auth`,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${token}` },
      },
    });
    pushers.push(pusher);
    const channel = pusher.subscribe(agentChannel(userId));
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    return channel;
  };
  const next = <T>(channel: Channel, event: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
      channel.bind(event, (data: T) => {
        clearTimeout(timer);
        channel.unbind(event);
        resolve(data);
      });
    });

  it("a pusher-js client on the agent's private channel receives call.initiated, then call.status.updated", async () => {
    const { agent, base, org } = await organizationWithNumber(t.app);
    const channel = await subscribe(agent.token, agent.user.id);
    const initiated = next<Record<string, unknown>>(channel, 'call.initiated');
    const call = (await initiate(base, agent.headers, { type: 'tracked', phone_to: '+525511113333' })).json()
      .data;
    expect(await initiated).toEqual({
      call_id: call.id,
      organization: { id: org.id, code: org.code },
      type: 'tracked',
      direction: 'outbound',
      status: 'in-progress',
      phone_from: null,
      phone_to: '+525511113333',
      contact: null,
      callable_type: null,
      callable_id: null,
    });
    const updated = next<Record<string, unknown>>(channel, 'call.status.updated');
    await post(`${base}/telephony/calls/${call.id}/end-tracked`, agent.headers, {});
    expect(await updated).toMatchObject({
      call_id: call.id,
      status: 'completed',
      previous_status: 'in-progress',
      agent_id: agent.user.id,
    });
  });
});

describe('calls on the timelines of the records they are about', () => {
  type Entry = {
    type: string;
    at: string;
    summary: string;
    subject: { type: string; id: number };
    data: Record<string, unknown>;
  };
  const timeline = async (base: string, headers: Headers, path: string) => {
    const response = await get(`${base}/${path}/activity`, headers);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Entry[] }>().data.filter((entry) => entry.type === 'call');
  };

  it("a logged call shows its direction, party, agent, length, outcome and notes, current after an edit, on the lead's timeline", async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const lead = await makeLead(t.app, base, agent.headers, { first_name: 'Rosa', last_name: 'Díaz' });
    const call = (
      await post(`${base}/calls`, agent.headers, {
        direction: 'outbound',
        phone_number: '55 2222 3333',
        callable_type: 'lead',
        callable_id: lead.id,
        started_at: '2026-05-01T16:00:00Z',
        duration_seconds: 252,
        outcome: 'interested',
        notes: 'Honeymoon in Bali',
      })
    ).json().data;
    const [entry] = await timeline(base, agent.headers, `leads/${lead.id}`);
    expect(entry?.summary).toBe('Call to Rosa Díaz');
    expect(entry?.at).toBe('2026-05-01T16:00:00.000Z');
    expect(entry?.data.call).toEqual({
      id: call.id,
      type: 'manual',
      direction: 'outbound',
      status: 'completed',
      agent: { id: agent.user.id, name: agent.user.name },
      duration_seconds: 252,
      outcome: 'interested',
      notes: 'Honeymoon in Bali',
      voicemail: false,
      line_name: null,
      phone: '+525522223333',
      party_name: 'Rosa Díaz',
      has_recording: false,
    });
    await t.app.inject({
      method: 'PUT',
      url: `${base}/calls/${call.id}`,
      headers: agent.headers,
      payload: { notes: 'Bali in October, two weeks' },
    });
    const [edited] = await timeline(base, agent.headers, `leads/${lead.id}`);
    expect(edited?.data.call).toMatchObject({ notes: 'Bali in October, two weeks' });
  });

  it("a call with a client's contact is on the client's and the contact's timelines, once each; a deal's call on the deal's", async () => {
    const { agent, base } = await organizationWithNumber(t.app);
    const client = await makeClient(t.app, base, agent.headers, { name: 'Familia Jiménez' });
    const contact = await makeContact(t.app, base, agent.headers, client.id, {
      first_name: 'María',
      last_name: 'Jiménez',
    });
    const call = (
      await initiate(base, agent.headers, {
        type: 'tracked',
        phone_to: '55 3000 7919',
        contact_id: contact.id,
        callable_type: 'client',
        callable_id: client.id,
      })
    ).json().data;
    const onClient = await timeline(base, agent.headers, `clients/${client.id}`);
    expect(onClient.map((entry) => (entry.data.call as { id: number }).id)).toEqual([call.id]);
    expect(onClient[0]?.data.call).toMatchObject({ direction: 'outbound', party_name: 'María Jiménez' });
    const onContact = await timeline(base, agent.headers, `contacts/${contact.id}`);
    expect(onContact).toHaveLength(1);
    expect(onContact[0]?.subject).toEqual({ type: 'contact', id: contact.id });

    const deal = (
      await post(`${base}/opportunities`, agent.headers, {
        title: 'Bali honeymoon',
        client_id: client.id,
        expected_close_date: null,
      })
    ).json().data;
    const dealCall = (
      await post(`${base}/calls`, agent.headers, {
        direction: 'inbound',
        phone_number: '55 3000 7919',
        contact_id: contact.id,
        callable_type: 'opportunity',
        callable_id: deal.id,
        started_at: '2026-05-01T16:00:00Z',
        duration_seconds: 60,
        notes: 'Asked for the quote',
      })
    ).json().data;
    const onDeal = await timeline(base, agent.headers, `opportunities/${deal.id}`);
    expect(onDeal.map((entry) => entry.data.call)).toEqual([
      expect.objectContaining({ id: dealCall.id, direction: 'inbound', notes: 'Asked for the quote' }),
    ]);
    expect(await timeline(base, agent.headers, `contacts/${contact.id}`)).toHaveLength(2);
  });

  it('an incoming call from a known number goes on its records as it rings; another organization gets 404', async () => {
    const { agent, base, number } = await organizationWithNumber(t.app);
    const admin = await signedIn(t.app, { admin: true });
    const lead = await makeLead(t.app, base, agent.headers, {
      first_name: 'Luis',
      last_name: 'Mora',
      phone: '+5215544445555',
    });
    const call = (
      await post(`${base}/telephony/simulator/incoming`, admin.headers, {
        from: '+5215544445555',
        to: number,
      })
    ).json().data;
    const [entry] = await timeline(base, agent.headers, `leads/${lead.id}`);
    expect(entry?.summary).toBe('Call from Luis Mora');
    expect(entry?.data.call).toMatchObject({
      id: call.id,
      direction: 'inbound',
      status: 'ringing',
      line_name: 'Main line',
      agent: null,
    });
    const stranger = await signedIn(t.app, { agent: true });
    expect((await get(`${base}/leads/${lead.id}/activity`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('POST /calls/{id}/link: a call from an unknown number, then a lead made from it', () => {
  it("any member links it once; it then sits on the lead's timeline; 409 a second time, 422 a record of elsewhere, 404 from another organization", async () => {
    const { agent, base, org } = await organizationWithNumber(t.app);
    const colleague = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const other = await organizationWithNumber(t.app);
    const call = (
      await post(`${base}/calls`, agent.headers, {
        direction: 'inbound',
        phone_number: '55 4444 1212',
        started_at: '2026-05-02T15:00:00Z',
        duration_seconds: 90,
      })
    ).json().data;
    const lead = await makeLead(t.app, base, colleague.headers, {
      first_name: 'Inés',
      last_name: 'Prado',
      phone: '+525544441212',
    });
    const elsewhere = await makeLead(t.app, other.base, other.agent.headers);
    const link = (headers: Headers, payload: object, url = base) =>
      post(`${url}/calls/${call.id}/link`, headers, payload);

    const foreign = await link(colleague.headers, { callable_type: 'lead', callable_id: elsewhere.id });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['callable_id']);
    expect((await link(colleague.headers, { callable_type: 'deal', callable_id: lead.id })).statusCode).toBe(
      422,
    );
    expect(
      (await link(other.agent.headers, { callable_type: 'lead', callable_id: elsewhere.id }, other.base))
        .statusCode,
    ).toBe(404);
    expect(
      (await link(other.agent.headers, { callable_type: 'lead', callable_id: lead.id })).statusCode,
    ).toBe(404);

    const linked = await link(colleague.headers, { callable_type: 'lead', callable_id: lead.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toMatchObject({
      callable_type: 'lead',
      callable_id: lead.id,
      callable_name: 'Inés Prado',
      agent: { id: agent.user.id },
    });
    const activity = (await get(`${base}/leads/${lead.id}/activity`, agent.headers)).json().data;
    const calls = activity.filter((entry: { type: string }) => entry.type === 'call');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ at: '2026-05-02T15:00:00.000Z', data: { call: { id: call.id } } });

    const again = await link(agent.headers, { callable_type: 'lead', callable_id: lead.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The call is already linked to a record.');
    const listed = await get(
      `${base}/calls?filter[callable_type]=lead&filter[callable_id]=${lead.id}`,
      agent.headers,
    );
    expect(listed.json().meta.total).toBe(1);
  });
});
