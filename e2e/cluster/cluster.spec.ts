import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { signTriggerRequest } from '../../apps/server/src/platform/realtime/signatures.ts';
import { bearer, DEMO, DEMO_PASSWORD, expect, signIn, test } from '../support.ts';
import type { ClusterInfo } from './cluster.ts';

const cluster = JSON.parse(process.env.AURORA_CLUSTER ?? 'null') as ClusterInfo | null;
if (!cluster) throw new Error('AURORA_CLUSTER is unset: run this through npm run test:cluster');
const [one, two] = cluster.instances as [ClusterInfo['instances'][0], ClusterInfo['instances'][0]];

test.use({ baseURL: cluster.url });

const MX_NUMBER = '+525512345678';
const DEMO_CALLER = '+5215511112222';

async function login(request: APIRequestContext, base: string, email: string) {
  const response = await request.post(`${base}/api/v2/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; user: { id: number } };
}

/**
 * Open TCP connections to a local port, from /proc/net/tcp: nginx holds one to the realtime server
 * of the instance the browser's websocket landed on, and nothing else connects there.
 */
function connectionsTo(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((file) => {
      try {
        return readFileSync(file, 'utf8').trim().split('\n').slice(1);
      } catch {
        return [];
      }
    })
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , remote, state]) => state === '01' && remote?.endsWith(`:${hex}`)).length;
}

const realtimePort = (instance: ClusterInfo['instances'][0]) => Number(new URL(instance.realtimeUrl).port);

/** Which instance holds the browser's websocket (through nginx), once it holds exactly one. */
async function socketInstance(): Promise<0 | 1> {
  let found: 0 | 1 | undefined;
  await expect
    .poll(() => {
      const counts = [connectionsTo(realtimePort(one)), connectionsTo(realtimePort(two))];
      found = counts[0] === 1 && counts[1] === 0 ? 0 : counts[0] === 0 && counts[1] === 1 ? 1 : undefined;
      return counts;
    })
    .toEqual(expect.arrayContaining([0, 1]));
  if (found === undefined) throw new Error('the browser holds no single realtime socket');
  return found;
}

async function ring(request: APIRequestContext, base: string, adminToken: string) {
  const response = await request.post(`${base}/api/v2/MX/telephony/simulator/incoming`, {
    headers: bearer(adminToken),
    data: { from: DEMO_CALLER, to: MX_NUMBER },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function expectRingAndDecline(page: Page) {
  const alert = page.getByRole('alertdialog', { name: 'Incoming Call' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await alert.getByRole('button', { name: 'Decline' }).click();
  await expect(alert).toBeHidden();
}

async function createLead(request: APIRequestContext, base: string, token: string, firstName: string) {
  const response = await request.post(`${base}/api/v2/co/leads`, {
    headers: bearer(token),
    data: { first_name: firstName, last_name: 'Cluster', email: `${firstName.toLowerCase()}@example.com` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()).data as { id: number }).id;
}

test('two instances behind nginx: one session across both, and across one stopping', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  // Every frame the browser receives, whichever instance sent it, to count events exactly.
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  const admin = await login(request, one.url, DEMO.admin);
  const agent = await login(request, two.url, DEMO.agent);
  const bases = [one.url, two.url];
  let socketOn: 0 | 1 = 0;

  await test.step('sign in through nginx; the websocket is upgraded through it too, request ids pass', async () => {
    await signIn(page, DEMO.agent);
    await page.goto('/co/leads');
    await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    socketOn = await socketInstance();
    // nginx's forwarded headers reach the app: the client's request id comes back as sent, and
    // without one the app answers nginx's ($request_id, 32 hex digits), not an id of its own.
    const sent = await request.get(`${cluster.url}/api/v2/health`, {
      headers: { 'X-Request-Id': `id-${tag}` },
    });
    expect(sent.headers()['x-request-id']).toBe(`id-${tag}`);
    const unsent = await request.get(`${cluster.url}/api/v2/health`);
    expect(unsent.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });
  const other = (1 - socketOn) as 0 | 1;

  await test.step('a record changed through either instance refreshes the open list (Redis fan-out)', async () => {
    // Created through the instance without the browser's socket: only Redis can carry it over.
    const name = `Cross${tag}`;
    const id = await createLead(request, bases[other] as string, admin.token, name);
    await expect(page.getByRole('link', { name: `${name} Cluster` })).toBeVisible();
    // Renamed through the other one (the socket's own): the list follows both.
    const renamed = await request.put(`${bases[socketOn]}/api/v2/co/leads/${id}`, {
      headers: bearer(admin.token),
      data: { first_name: `Renamed${tag}` },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await expect(page.getByRole('link', { name: `Renamed${tag} Cluster` })).toBeVisible();
  });

  await test.step("an incoming call created through the other instance rings in the agent's browser", async () => {
    await page.goto('/mx/contacts');
    await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Call \+/ }).first()).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The page load opened a new socket: ring through the instance that does not hold it.
    const holder = await socketInstance();
    await ring(request, bases[1 - holder] as string, admin.token);
    await expectRingAndDecline(page);
  });

  await test.step('a file uploaded through instance 1 is downloaded through instance 2, same bytes', async () => {
    const leadId = await createLead(request, one.url, agent.token, `Files${tag}`);
    const bytes = randomBytes(256 * 1024);
    const uploaded = await request.post(`${one.url}/api/v2/co/leads/${leadId}/attachments`, {
      headers: bearer(agent.token),
      multipart: { file: { name: `itinerary-${tag}.pdf`, mimeType: 'application/pdf', buffer: bytes } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const attachment = (await uploaded.json()).data as { id: number; size: number };
    expect(attachment.size).toBe(bytes.length);
    const downloaded = await request.get(`${two.url}/api/v2/co/attachments/${attachment.id}/download`, {
      headers: bearer(agent.token),
    });
    expect(downloaded.status()).toBe(200);
    expect(Buffer.compare(await downloaded.body(), bytes)).toBe(0);
    // And through nginx, whichever instance answers.
    const viaNginx = await request.get(`${cluster.url}/api/v2/co/attachments/${attachment.id}/download`, {
      headers: bearer(agent.token),
    });
    expect(Buffer.compare(await viaNginx.body(), bytes)).toBe(0);
  });

  await test.step('a scheduled job fires once across both instances', async () => {
    // tasks.reminders runs every 15 s on whichever instance claims the period; a reminder due now
    // reaches the agent's browser exactly once, though both instances tick every second.
    const title = `Reminder ${tag}`;
    const created = await request.post(`${one.url}/api/v2/co/tasks`, {
      headers: bearer(admin.token),
      data: { title, assignee_id: agent.user.id, remind_at: new Date(Date.now() + 1_000).toISOString() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const taskId = ((await created.json()).data as { id: number }).id;
    const reminders = () =>
      frames.filter((frame) => frame.includes('"task.reminder"') && frame.includes(`task_id\\":${taskId},`));
    // The period's runs as the database records them: each claim moves last_run_at.
    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    const runs = new Set<number>();
    try {
      await expect
        .poll(
          async () => {
            const { rows } = await database.query<{ last_run_at: Date }>(
              "SELECT last_run_at FROM job_schedules WHERE name = 'tasks.reminders'",
            );
            if (rows[0]?.last_run_at) runs.add(rows[0].last_run_at.getTime());
            return reminders().length;
          },
          { timeout: 30_000, intervals: [250] },
        )
        .toBe(1);
      // Another period's worth of ticks from both instances sends it no second time.
      await page.waitForTimeout(3_000);
      expect(reminders()).toHaveLength(1);
    } finally {
      await database.end();
    }
    const times = [...runs].sort((a, b) => a - b);
    expect(times.length, 'tasks.reminders ran while the test watched').toBeGreaterThan(0);
    for (const [index, time] of times.slice(1).entries()) {
      expect(time - (times[index] ?? 0)).toBeGreaterThanOrEqual(14_000);
    }
  });

  await test.step('the login rate limit is counted once across both instances', async () => {
    // Straight to the instances (TRUST_PROXY: they take the client address from X-Forwarded-For),
    // as from one client behind a balancer spreading its attempts: 5 failures per email a minute.
    const email = `nobody-${tag}@example.com`;
    const ip = `198.51.100.${1 + (Number.parseInt(tag, 16) % 250)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await request.post(`${bases[attempt % 2]}/api/v2/auth/login`, {
        headers: { 'X-Forwarded-For': ip },
        data: { email, password: 'wrong password' },
      });
      statuses.push(response.status());
    }
    // Each instance saw three: only a shared count reaches the limit on the sixth.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const redis = new Redis(cluster.redisUrl);
    await redis.del(`aurora:rate:login:email:${email}`, `aurora:rate:login:ip:${ip}`);
    redis.disconnect();
  });

  await test.step('both instances share the realtime credentials', async () => {
    const configs = await Promise.all(
      bases.map(async (base) => {
        const response = await request.get(`${base}/api/v2/auth/client-config`, {
          headers: bearer(agent.token),
        });
        expect(response.status()).toBe(200);
        return ((await response.json()).data as { realtime: { key: string; port: number } }).realtime;
      }),
    );
    expect(configs[0]?.key).toBe(cluster.realtime.key);
    expect(configs[1]).toEqual(configs[0]);
    expect(configs[0]?.port).toBe(Number(new URL(cluster.url).port));
    // A trigger signed with the one secret is accepted by each instance's realtime server, and a
    // signature used on one is refused as a replay on the other (their memory of it is shared).
    const path = `/apps/${cluster.realtime.id}/events`;
    const signed = (channel: string) => {
      const body = JSON.stringify({ name: 'cluster.ping', channels: [channel], data: '{}' });
      const query = new URLSearchParams({
        auth_key: cluster.realtime.key,
        auth_timestamp: String(Math.floor(Date.now() / 1000)),
        auth_version: '1.0',
        body_md5: createHash('md5').update(body).digest('hex'),
      });
      query.set('auth_signature', signTriggerRequest(cluster.realtime, 'POST', path, query));
      return { query: query.toString(), body };
    };
    const trigger = async (
      instance: ClusterInfo['instances'][0],
      { query, body }: ReturnType<typeof signed>,
    ) => {
      const response = await request.post(`${instance.realtimeUrl}${path}?${query}`, {
        headers: { 'content-type': 'application/json' },
        data: body,
      });
      return { status: response.status(), body: await response.text() };
    };
    const first = signed(`private-cluster-${tag}-1`);
    expect(await trigger(one, first)).toEqual({ status: 200, body: '{}' });
    expect(await trigger(two, signed(`private-cluster-${tag}-2`))).toEqual({ status: 200, body: '{}' });
    expect(await trigger(two, first)).toEqual({
      status: 401,
      body: JSON.stringify({ error: 'Signature already used' }),
    });
  });

  await test.step('SIGTERM to the instance holding the socket: the browser carries on through the other', async () => {
    // The call declined above may ring on for other agents, but not for this one, whichever
    // instance a page loads through: the declined leg left the agent's ringing list.
    for (const base of bases) {
      const response = await request.get(`${base}/api/v2/calls/my/ringing`, { headers: bearer(agent.token) });
      expect((await response.json()).data).toEqual([]);
    }
    // The last full page load: from here on the app runs on, as a person's tab would.
    await page.goto('/mx/leads');
    await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    const holder = await socketInstance();
    const stopping = cluster.instances[holder] as ClusterInfo['instances'][0];
    const survivor = cluster.instances[1 - holder] as ClusterInfo['instances'][0];
    process.kill(stopping.pid, 'SIGTERM');
    await expect.poll(async () => (await request.get(`${stopping.url}/api/v2/ready`)).status()).toBe(503);

    const createThroughTheForm = async (first: string) => {
      await page.getByRole('link', { name: 'New lead' }).click();
      await page.getByRole('textbox', { name: 'First name' }).fill(first);
      await page.getByRole('textbox', { name: 'Last name' }).fill('Cluster');
      await page.getByRole('textbox', { name: 'Email' }).fill(`${first.toLowerCase()}@example.com`);
      await page.getByRole('button', { name: 'Create lead' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${first} Cluster` })).toBeVisible();
    };
    // A write while it drains (readiness 503, still serving).
    const first = `Draining${tag}`;
    await createThroughTheForm(first);

    // The instance is gone (its process exited): nginx sends everything to the survivor, and the
    // socket, closed with 4200, is back through nginx on the survivor.
    await expect
      .poll(
        () => {
          try {
            process.kill(stopping.pid, 0);
            return 'running';
          } catch {
            return 'exited';
          }
        },
        { timeout: 30_000 },
      )
      .toBe('exited');
    await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
    await expect.poll(() => connectionsTo(realtimePort(survivor)), { timeout: 15_000 }).toBe(1);

    // Another write after it is gone, back in the list the app still shows: no second sign-in.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/mx\/leads$/);
    const second = `After${tag}`;
    await createThroughTheForm(second);
    for (const name of [first, second]) {
      const found = await request.get(`${survivor.url}/api/v2/mx/leads?q=${name}`, {
        headers: bearer(agent.token),
      });
      expect(((await found.json()).meta as { total: number }).total, `${name} was written once`).toBe(1);
    }

    // A call created on the survivor rings in the same tab.
    await ring(request, survivor.url, admin.token);
    await expectRingAndDecline(page);
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  });
});
