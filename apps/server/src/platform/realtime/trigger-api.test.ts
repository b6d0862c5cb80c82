import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from './bus.ts';
import { generateRealtimeApp } from './credentials.ts';
import { createRealtimeServer, type RealtimeServer } from './realtime-server.ts';
import { md5, signChannel, signTriggerRequest } from './signatures.ts';
import { appPath, connectRaw, type RawClient } from './test-clients.ts';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const app = generateRealtimeApp();
let server: RealtimeServer;
let port: number;
let listener: RawClient;

const library = (secret = app.secret) =>
  new Pusher({ appId: app.id, key: app.key, secret, host: '127.0.0.1', port: String(port), useTLS: false });

/** A trigger request signed by hand, to control the timestamp and body. */
function signedUrl(body: string, timestamp: number, secret = app.secret) {
  const path = `/apps/${app.id}/events`;
  const query = new URLSearchParams({
    auth_key: app.key,
    auth_timestamp: String(timestamp),
    auth_version: '1.0',
    body_md5: md5(body),
  });
  query.set('auth_signature', signTriggerRequest({ ...app, secret }, 'POST', path, query));
  return `http://127.0.0.1:${port}${path}?${query}`;
}

beforeAll(async () => {
  server = createRealtimeServer({ app, bus: createLocalBus(), log: silentLog });
  port = await server.listen({ host: '127.0.0.1', port: 0 });
  listener = await connectRaw(port, appPath(app.key));
  listener.send({
    event: 'pusher:subscribe',
    data: { channel: 'private-agent.1', auth: signChannel(app, listener.socketId(), 'private-agent.1') },
  });
  await listener.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
});
afterAll(async () => {
  listener.close();
  await server.close();
});

describe('channel signature', () => {
  it("REALTIME.md's worked example: reproduces the documented HMAC", () => {
    const example = { id: '1', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
    expect(signChannel(example, '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('pusher-http-node authorizeChannel: agrees with ours', () => {
    expect(library().authorizeChannel('1234.1234', 'private-agent.1').auth).toBe(
      signChannel(app, '1234.1234', 'private-agent.1'),
    );
  });
});

describe('HTTP trigger API', () => {
  it('the pusher library: trigger and triggerBatch reach subscribed sockets', async () => {
    const response = await library().trigger('private-agent.1', 'call.initiated', { call_id: 3 });
    expect(response.status).toBe(200);
    const frame = await listener.waitFor((f) => f.event === 'call.initiated');
    expect(frame).toMatchObject({ channel: 'private-agent.1', data: { call_id: 3 } });
    await library().triggerBatch([
      { channel: 'private-agent.1', name: 'call.status.updated', data: { call_id: 3 } },
    ]);
    await listener.waitFor((f) => f.event === 'call.status.updated');
  });

  it('a wrong secret: 401, and nothing is delivered', async () => {
    await expect(
      library('wrong-secret-0000000000').trigger('private-agent.1', 'forged', {}),
    ).rejects.toMatchObject({
      status: 401,
    });
    const body = JSON.stringify({ name: 'forged', channels: ['private-agent.1'], data: '{}' });
    const tampered = await fetch(signedUrl(body, Math.floor(Date.now() / 1000)), {
      method: 'POST',
      body: body.replace('forged', 'forgex'),
    });
    expect(tampered.status).toBe(401);
    expect(listener.frames.some((f) => f.event.startsWith('forge'))).toBe(false);
  });

  it('a timestamp outside the 600 s window: 401 even when correctly signed', async () => {
    const body = JSON.stringify({ name: 'stale', channels: ['private-agent.1'], data: '{}' });
    const stale = await fetch(signedUrl(body, Math.floor(Date.now() / 1000) - 601), { method: 'POST', body });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ error: expect.stringMatching(/Timestamp expired/) });
    const fresh = await fetch(signedUrl(body, Math.floor(Date.now() / 1000) - 30), { method: 'POST', body });
    expect(fresh.status).toBe(200);
  });

  it('data over 10 KB or over 100 channels: refused', async () => {
    const big = JSON.stringify({ name: 'big', channels: ['a'], data: 'x'.repeat(10_241) });
    expect(
      (await fetch(signedUrl(big, Math.floor(Date.now() / 1000)), { method: 'POST', body: big })).status,
    ).toBe(413);
    const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
    const many = JSON.stringify({ name: 'many', channels, data: '{}' });
    expect(
      (await fetch(signedUrl(many, Math.floor(Date.now() / 1000)), { method: 'POST', body: many })).status,
    ).toBe(400);
  });
});

describe('replays', () => {
  it('a correctly signed request sent twice inside its window: delivered once, the replay 401', async () => {
    const body = JSON.stringify({ name: 'replayed', channel: 'private-agent.1', data: '{}' });
    const url = signedUrl(body, Math.floor(Date.now() / 1000));
    const first = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(first.status).toBe(200);
    const replay = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: 'Signature already used' });
    await listener.waitFor((f) => f.event === 'replayed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.frames.filter((f) => f.event === 'replayed')).toHaveLength(1);
  });
});
