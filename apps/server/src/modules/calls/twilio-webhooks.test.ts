import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hangupTwiml, incomingTwiml, outgoingTwiml, voicemailTwiml } from '#platform/telephony/twiml.ts';
import type { TestApp } from '#test/app.ts';
import { signedIn } from '#test/factories.ts';
import { makeClient, makeContact } from '#test/records-factories.ts';
import {
  createTelephonyTestApp,
  decodeJwt,
  organizationWithNumber,
  PUBLIC_BASE_URL,
  TWILIO_TEST_CREDENTIALS,
} from '#test/telephony.ts';

let t: TestApp;
const published: { channels: string[]; event: string; payload: Record<string, unknown> }[] = [];
// Twilio's REST API, faked at its HTTP client: the account's numbers.
const httpClient = {
  request: vi.fn(async (options: { uri: string }) => ({
    statusCode: 200,
    headers: {},
    body: JSON.stringify({
      incoming_phone_numbers: [
        {
          sid: `PN${'1'.repeat(32)}`,
          phone_number: '+12125550100',
          friendly_name: '(212) 555-0100',
          capabilities: { voice: true, sms: true, mms: false, fax: false },
        },
        {
          sid: `PN${'2'.repeat(32)}`,
          phone_number: '+13125550199',
          friendly_name: 'Chicago',
          capabilities: { voice: true, sms: false, mms: false, fax: false },
        },
      ],
      meta: { next_page_url: null, page: 0, page_size: 50, key: 'incoming_phone_numbers', uri: options.uri },
    }),
  })),
};

beforeAll(async () => {
  t = await createTelephonyTestApp({ provider: 'twilio', twilioHttpClient: httpClient as never });
  vi.spyOn(t.app.realtime, 'publish').mockImplementation(async (channels, event, payload) => {
    published.push({ channels: [channels].flat(), event, payload: payload as Record<string, unknown> });
  });
});
afterAll(() => t?.close());

/** A form post signed the way Twilio signs it: over PUBLIC_BASE_URL + path + query and the params. */
function signed(
  path: string,
  params: Record<string, string>,
  options: { signUrl?: string; signParams?: Record<string, string> } = {},
) {
  const signature = twilio.getExpectedTwilioSignature(
    TWILIO_TEST_CREDENTIALS.authToken,
    options.signUrl ?? `${PUBLIC_BASE_URL}${path}`,
    options.signParams ?? params,
  );
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
}

const hooks = '/api/v2/telephony/webhooks';
type Headers = { authorization: string };
const getCall = async (base: string, headers: Headers, id: number) =>
  (await t.app.inject({ method: 'GET', url: `${base}/calls/${id}`, headers })).json().data;

async function liveCall(options: { recording?: boolean } = {}) {
  const setup = await organizationWithNumber(t.app, { recording: options.recording ?? true });
  const response = await t.app.inject({
    method: 'POST',
    url: `${setup.base}/telephony/calls/initiate`,
    headers: setup.agent.headers,
    payload: { type: 'live', phone_to: '+525511113333' },
  });
  return { ...setup, call: response.json().data as { id: number } };
}

describe('Twilio access token', () => {
  it('decoded: identity agent_{userId}, a VoiceGrant for the TwiML App with incoming allowed, TTL 3600, signed by the API key', async () => {
    const agent = await signedIn(t.app, { agent: true });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/telephony/access-token',
      headers: agent.headers,
    });
    expect(response.json()).toMatchObject({
      provider: 'twilio',
      identity: `agent_${agent.user.id}`,
      ttl_seconds: 3600,
    });
    const { header, payload } = decodeJwt(response.json().token);
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
    expect(payload).toMatchObject({
      iss: TWILIO_TEST_CREDENTIALS.apiKeySid,
      sub: TWILIO_TEST_CREDENTIALS.accountSid,
      grants: {
        identity: `agent_${agent.user.id}`,
        voice: {
          incoming: { allow: true },
          outgoing: { application_sid: TWILIO_TEST_CREDENTIALS.twimlAppSid },
        },
      },
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);
  });
});

describe('TwiML', () => {
  const urls = {
    dialAction: (id: number) => `https://x.test/dial?CallId=${id}`,
    status: (id: number) => `https://x.test/status?CallId=${id}`,
    recording: (id: number, voicemail?: boolean) =>
      `https://x.test/rec?CallId=${id}${voicemail ? '&Voicemail=1' : ''}`,
    hangup: () => 'https://x.test/hangup',
  };

  it('outgoing: Dial with callerId, answerOnBridge, dual recording and action; Number with its status callback', () => {
    expect(
      outgoingTwiml(urls, { id: 7, phoneTo: '+525511113333', callerId: '+525512345678', record: true }),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Dial callerId="+525512345678" answerOnBridge="true" record="record-from-answer-dual" action="https://x.test/dial?CallId=7" method="POST" recordingStatusCallback="https://x.test/rec?CallId=7" recordingStatusCallbackEvent="completed"><Number statusCallback="https://x.test/status?CallId=7" statusCallbackEvent="initiated ringing answered completed" statusCallbackMethod="POST">+525511113333</Number></Dial></Response>',
    );
    expect(
      outgoingTwiml(urls, { id: 8, phoneTo: '+525511113333', callerId: '+525512345678', record: false }),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Dial callerId="+525512345678" answerOnBridge="true" record="do-not-record" action="https://x.test/dial?CallId=8" method="POST"><Number statusCallback="https://x.test/status?CallId=8" statusCallbackEvent="initiated ringing answered completed" statusCallbackMethod="POST">+525511113333</Number></Dial></Response>',
    );
  });

  it('incoming: Dial with the ring timeout, one Client per agent identity with the CallId parameter', () => {
    expect(
      incomingTwiml(urls, {
        id: 9,
        identities: ['agent_3', 'agent_5'],
        timeoutSeconds: 20,
        record: false,
        callerId: null,
      }),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Dial timeout="20" action="https://x.test/dial?CallId=9" method="POST" record="do-not-record"><Client statusCallback="https://x.test/status?CallId=9" statusCallbackEvent="initiated ringing answered completed" statusCallbackMethod="POST"><Identity>agent_3</Identity><Parameter name="CallId" value="9"/></Client><Client statusCallback="https://x.test/status?CallId=9" statusCallbackEvent="initiated ringing answered completed" statusCallbackMethod="POST"><Identity>agent_5</Identity><Parameter name="CallId" value="9"/></Client></Dial></Response>',
    );
  });

  it('voicemail: the greeting, then Record with its action and recording status callback; hangup', () => {
    expect(voicemailTwiml(urls, { id: 9, greeting: null })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say>Sorry, nobody can take your call right now. Please leave a message after the tone.</Say><Record action="https://x.test/hangup" method="POST" maxLength="120" playBeep="true" recordingStatusCallback="https://x.test/rec?CallId=9&amp;Voicemail=1" recordingStatusCallbackEvent="completed" recordingStatusCallbackMethod="POST"/></Response>',
    );
    expect(hangupTwiml()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
  });
});

describe('webhook signatures', () => {
  it('valid: 200 TwiML; missing header: 400; tampered parameter: 403; signed for another URL: 403', async () => {
    const { call, agent } = await liveCall();
    const params = {
      CallSid: `CA${'d'.repeat(32)}`,
      From: `client:agent_${agent.user.id}`,
      To: '+525511113333',
      CallId: String(call.id),
    };
    const path = `${hooks}/voice/outgoing`;
    const valid = await signed(path, params);
    expect(valid.statusCode).toBe(200);
    expect(valid.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(valid.body).toContain('<Number statusCallback=');

    const missing = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
    expect(missing.statusCode).toBe(400);
    const tampered = await signed(path, { ...params, To: '+19005550000' }, { signParams: params });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ message: 'The Twilio signature is invalid.' });
    const wrongUrl = await signed(path, params, { signUrl: `https://evil.example${path}` });
    expect(wrongUrl.statusCode).toBe(403);
    // The query string is signed too: a different CallId in the URL does not verify.
    const statusPath = `${hooks}/status?CallId=${call.id}`;
    const query = await signed(
      `${hooks}/status?CallId=${call.id + 1}`,
      { CallStatus: 'completed' },
      { signUrl: `${PUBLIC_BASE_URL}${statusPath}` },
    );
    expect(query.statusCode).toBe(403);
  });

  it("outgoing: a device of another agent cannot use someone's call id: hang up, nothing changes", async () => {
    const { call, base, agent } = await liveCall();
    const response = await signed(`${hooks}/voice/outgoing`, {
      CallSid: `CA${'e'.repeat(32)}`,
      From: 'client:agent_999999',
      To: '+525511113333',
      CallId: String(call.id),
    });
    expect(response.body).toBe(hangupTwiml('This call cannot be placed.'));
    expect((await getCall(base, agent.headers, call.id)).provider_call_id).toBeNull();
  });
});

describe('status callbacks', () => {
  it('ringing, answered, completed with price: stored once; a replay changes nothing; a late ringing never moves it back', async () => {
    const { call, base, agent } = await liveCall();
    const parent = `CA${'f'.repeat(32)}`;
    await signed(`${hooks}/voice/outgoing`, {
      CallSid: parent,
      From: `client:agent_${agent.user.id}`,
      To: '+525511113333',
      CallId: String(call.id),
    });
    const status = (params: Record<string, string>) =>
      signed(`${hooks}/status?CallId=${call.id}`, { CallSid: `CA${'1'.repeat(32)}`, ...params });
    expect((await status({ CallStatus: 'ringing' })).statusCode).toBe(204);
    expect((await status({ CallStatus: 'in-progress' })).statusCode).toBe(204);
    await status({ CallStatus: 'completed', CallDuration: '73', Price: '-0.01350', PriceUnit: 'usd' });
    const done = await getCall(base, agent.headers, call.id);
    expect(done).toMatchObject({
      status: 'completed',
      provider_call_id: parent,
      duration_seconds: 73,
      // Twilio's charge (negative) is stored as what the call cost.
      price: '0.01350',
      price_unit: 'USD',
    });
    expect(done.answered_at).not.toBeNull();
    const events = () =>
      published.filter((entry) => entry.event === 'call.status.updated' && entry.payload.call_id === call.id);
    expect(events().map((entry) => entry.payload.status)).toEqual(['ringing', 'in-progress', 'completed']);
    expect(events()[0]?.channels).toEqual([`private-agent.${agent.user.id}`]);

    await status({ CallStatus: 'completed', CallDuration: '99', Price: '-9.99', PriceUnit: 'USD' });
    await status({ CallStatus: 'ringing' });
    await status({ CallStatus: 'busy' });
    expect(await getCall(base, agent.headers, call.id)).toEqual(done);
    expect(events()).toHaveLength(3);
  });

  it('dial action for an outgoing call nobody answered: no-answer, then hang up', async () => {
    const { call, base, agent } = await liveCall();
    const response = await signed(`${hooks}/voice/dial-action?CallId=${call.id}`, {
      DialCallStatus: 'no-answer',
      CallSid: `CA${'2'.repeat(32)}`,
    });
    expect(response.body).toBe(hangupTwiml());
    expect((await getCall(base, agent.headers, call.id)).status).toBe('no-answer');
  });
});

describe('incoming calls through Twilio', () => {
  it('routing and caller matching: rings the assigned agent with the contact matched; a replayed CallSid creates nothing new', async () => {
    const { base, agent, number, org } = await organizationWithNumber(t.app, { voicemail: true });
    await signedIn(t.app, { agent: true, organizations: [org.id] });
    const client = await makeClient(t.app, base, agent.headers, { name: 'Familia Soto' });
    const contact = await makeContact(t.app, base, agent.headers, client.id, {
      first_name: 'Eva',
      last_name: 'Soto',
      phone: '+525577778888',
    });
    const params = { CallSid: `CA${'3'.repeat(32)}`, From: '+525577778888', To: number };
    const first = await signed(`${hooks}/voice/incoming`, params);
    const calls = (
      await t.app.inject({
        method: 'GET',
        url: `${base}/calls?filter[direction]=inbound`,
        headers: agent.headers,
      })
    ).json();
    expect(calls.meta.total).toBe(1);
    const call = calls.data[0];
    expect(call).toMatchObject({
      status: 'ringing',
      contact: { id: contact.id, full_name: 'Eva Soto' },
      callable_type: 'client',
      callable_id: client.id,
    });
    expect(first.body).toBe(
      incomingTwiml(
        {
          dialAction: (id) => `${PUBLIC_BASE_URL}${hooks}/voice/dial-action?CallId=${id}`,
          status: (id) => `${PUBLIC_BASE_URL}${hooks}/status?CallId=${id}`,
          recording: (id) => `${PUBLIC_BASE_URL}${hooks}/recording?CallId=${id}`,
          hangup: () => '',
        },
        {
          id: call.id,
          identities: [`agent_${agent.user.id}`],
          timeoutSeconds: 20,
          record: false,
          callerId: null,
        },
      ),
    );
    const incoming = published.filter(
      (entry) => entry.event === 'call.incoming' && entry.payload.call_id === call.id,
    );
    expect(incoming).toHaveLength(1);
    expect(incoming[0]?.channels).toEqual([`private-agent.${agent.user.id}`]);

    const replay = await signed(`${hooks}/voice/incoming`, params);
    expect(replay.body).toBe(first.body);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${base}/calls?filter[direction]=inbound`,
          headers: agent.headers,
        })
      ).json().meta.total,
    ).toBe(1);
    expect(
      published.filter((entry) => entry.event === 'call.incoming' && entry.payload.call_id === call.id),
    ).toHaveLength(1);

    // The agent's device answers (its Client leg), then another leg's no-answer does not end the call.
    await signed(`${hooks}/status?CallId=${call.id}`, {
      CallSid: `CA${'4'.repeat(32)}`,
      CallStatus: 'in-progress',
      To: `client:agent_${agent.user.id}`,
    });
    await signed(`${hooks}/status?CallId=${call.id}`, {
      CallSid: `CA${'5'.repeat(32)}`,
      CallStatus: 'no-answer',
      To: 'client:agent_424242',
    });
    expect(await getCall(base, agent.headers, call.id)).toMatchObject({
      status: 'in-progress',
      agent: { id: agent.user.id },
    });
  });

  it('nobody answers: the dial action answers the voicemail TwiML, the call is missed; the recording callback stores it once', async () => {
    const { base, agent, number } = await organizationWithNumber(t.app, { voicemail: true });
    await signed(`${hooks}/voice/incoming`, {
      CallSid: `CA${'6'.repeat(32)}`,
      From: '+14155550123',
      To: number,
    });
    const call = (await t.app.inject({ method: 'GET', url: `${base}/calls`, headers: agent.headers })).json()
      .data[0];
    expect(call.contact).toBeNull();
    const action = await signed(`${hooks}/voice/dial-action?CallId=${call.id}`, {
      DialCallStatus: 'no-answer',
    });
    expect(action.body).toContain('<Say>Sorry, nobody can take your call right now.');
    expect(action.body).toContain(
      `recordingStatusCallback="${PUBLIC_BASE_URL}${hooks}/recording?CallId=${call.id}&amp;Voicemail=1"`,
    );
    expect((await getCall(base, agent.headers, call.id)).status).toBe('missed');

    const recording = {
      RecordingSid: `RE${'7'.repeat(32)}`,
      RecordingUrl: `https://api.twilio.com/2010-04-01/Accounts/${TWILIO_TEST_CREDENTIALS.accountSid}/Recordings/RE${'7'.repeat(32)}`,
      RecordingStatus: 'completed',
      RecordingDuration: '12',
    };
    const path = `${hooks}/recording?CallId=${call.id}&Voicemail=1`;
    expect((await signed(path, recording)).statusCode).toBe(204);
    expect((await signed(path, recording)).statusCode).toBe(204);
    expect(await getCall(base, agent.headers, call.id)).toMatchObject({
      voicemail: true,
      recording: {
        url: `${base}/calls/${call.id}/recording`,
        duration_seconds: 12,
        content_type: 'audio/mpeg',
      },
    });
    const ready = published.filter(
      (entry) => entry.event === 'call.recording.ready' && entry.payload.call_id === call.id,
    );
    expect(ready).toHaveLength(1);
    expect(ready[0]?.payload).toMatchObject({ voicemail: true, duration_seconds: 12 });

    // The download goes through our server with the account's credentials.
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(new Uint8Array([73, 68, 51]), { status: 200 }));
    try {
      const download = await t.app.inject({
        method: 'GET',
        url: `${base}/calls/${call.id}/recording`,
        headers: agent.headers,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('audio/mpeg');
      expect(download.rawPayload.toString('ascii')).toBe('ID3');
      const [url, init] = fetchSpy.mock.calls[0] ?? [];
      expect(url).toBe(`${recording.RecordingUrl}.mp3`);
      expect((init as RequestInit).headers).toEqual({
        authorization: `Basic ${Buffer.from(`${TWILIO_TEST_CREDENTIALS.accountSid}:${TWILIO_TEST_CREDENTIALS.authToken}`).toString('base64')}`,
      });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it("a team's number: each dial action that rings out answers the Dial of the route's next agent, then the voicemail", async () => {
    const {
      org,
      base,
      agent: ana,
      number,
      numberId,
    } = await organizationWithNumber(t.app, { assign: false });
    const admin = await signedIn(t.app, { admin: true, organizations: [org.id] });
    const bruno = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const presence = vi
      .spyOn(t.app.realtime, 'presenceMembers')
      .mockResolvedValue([ana, bruno].map(({ user }) => ({ user_id: String(user.id), user_info: {} })));
    try {
      const created = await t.app.inject({
        method: 'POST',
        url: `${base}/teams`,
        headers: admin.headers,
        payload: {
          name: 'Sales',
          member_ids: [ana.user.id, bruno.user.id],
          number_ids: [numberId],
          ring_strategy: 'round_robin',
          agent_ring_seconds: 15,
          total_ring_seconds: 30,
          business_hours: Object.fromEntries(
            ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ open: '00:00', close: '24:00' }]]),
          ),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const first = await signed(`${hooks}/voice/incoming`, {
        CallSid: `CA${'9'.repeat(32)}`,
        From: '+14155550123',
        To: number,
      });
      const call = (
        await t.app.inject({ method: 'GET', url: `${base}/calls`, headers: admin.headers })
      ).json().data[0];
      const dialOf = (identity: string) =>
        incomingTwiml(
          {
            dialAction: (id) => `${PUBLIC_BASE_URL}${hooks}/voice/dial-action?CallId=${id}`,
            status: (id) => `${PUBLIC_BASE_URL}${hooks}/status?CallId=${id}`,
            recording: (id) => `${PUBLIC_BASE_URL}${hooks}/recording?CallId=${id}`,
            hangup: () => `${PUBLIC_BASE_URL}${hooks}/voice/hangup`,
          },
          { id: call.id, identities: [identity], timeoutSeconds: 15, record: false, callerId: null },
        );
      expect(first.body).toBe(dialOf(`agent_${ana.user.id}`));
      const second = await signed(`${hooks}/voice/dial-action?CallId=${call.id}`, {
        DialCallStatus: 'no-answer',
      });
      expect(second.body).toBe(dialOf(`agent_${bruno.user.id}`));
      expect((await getCall(base, admin.headers, call.id)).status).toBe('ringing');
      const last = await signed(`${hooks}/voice/dial-action?CallId=${call.id}`, {
        DialCallStatus: 'no-answer',
      });
      expect(last.body).toContain('<Record');
      expect((await getCall(base, admin.headers, call.id)).status).toBe('missed');
    } finally {
      presence.mockRestore();
    }
  });

  it('a number nobody has: a polite hang-up and no call', async () => {
    const response = await signed(`${hooks}/voice/incoming`, {
      CallSid: `CA${'8'.repeat(32)}`,
      From: '+14155550123',
      To: '+15005550006',
    });
    expect(response.body).toBe(hangupTwiml('The number you have called is not in service.'));
  });
});

describe('import from the Twilio account', () => {
  it("lists the account's numbers through the REST API, marking those already imported", async () => {
    const admin = await signedIn(t.app, { admin: true });
    const { base } = await organizationWithNumber(t.app, { number: '+12125550100' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/telephony/numbers/import-candidates`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        number: '+12125550100',
        friendly_name: '(212) 555-0100',
        provider_id: `PN${'1'.repeat(32)}`,
        country: null,
        capabilities: ['voice', 'sms'],
        imported: true,
      },
      {
        number: '+13125550199',
        friendly_name: 'Chicago',
        provider_id: `PN${'2'.repeat(32)}`,
        country: null,
        capabilities: ['voice'],
        imported: false,
      },
    ]);
    expect(httpClient.request.mock.calls[0]?.[0]).toMatchObject({
      method: 'get',
      uri: `https://api.twilio.com/2010-04-01/Accounts/${TWILIO_TEST_CREDENTIALS.accountSid}/IncomingPhoneNumbers.json`,
    });
  });
});
