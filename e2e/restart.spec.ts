import { type ChildProcess, spawn } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './support.ts';

// A server of this spec's own (the shared one must not restart under other specs), on the next
// ports, with a fixed realtime port as in production: browsers dial it again after the restart.
const port = Number(process.env.E2E_PORT ?? 8123) + 1;
const baseURL = `http://127.0.0.1:${port}`;
const STARTED = 'Aurora CRM is running at';

/** serve.mjs with its output watched: `started(n)` resolves when the server has started n times. */
function serve() {
  const child: ChildProcess = spawn(process.execPath, ['e2e/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', REALTIME_PORT: String(port + 1) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let starts = 0;
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    starts += chunk.toString().split(STARTED).length - 1;
    for (const wait of waiting.filter((w) => w.count <= starts)) wait.resolve();
  });
  return {
    started: (count: number) =>
      new Promise<void>((resolve) => {
        if (starts >= count) resolve();
        else waiting.push({ count, resolve });
      }),
    restart: () => child.kill('SIGUSR2'),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function token(request: APIRequestContext, email: string) {
  const response = await request.post(`${baseURL}/api/v2/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
}

const connected = (page: Page) => page.getByRole('status', { name: 'Realtime: connected' });

test.describe('realtime across a server restart', () => {
  test.use({ baseURL });
  let server: ReturnType<typeof serve>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = serve();
    await server.started(1);
  });
  test.afterAll(async () => server?.stop());

  test('every browser reconnects and resubscribes within 5 s; a call placed right after reaches the agent', async ({
    browser,
    page: agent,
    request,
  }) => {
    test.setTimeout(90_000);
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(agent, DEMO.agent);
    await agent.goto('/mx/contacts');
    await signIn(admin, DEMO.admin);
    await admin.goto('/mx/leads');
    await expect(admin.getByRole('table')).toBeVisible();
    for (const page of [agent, admin]) await expect(connected(page)).toBeVisible();

    server.restart();
    for (const page of [agent, admin]) await expect(connected(page)).toBeHidden({ timeout: 15_000 });
    await server.started(2);
    for (const page of [agent, admin]) await expect(connected(page)).toBeVisible({ timeout: 5_000 });

    // The private channels: an incoming call placed at once rings both agents of the number.
    const adminToken = await token(request, DEMO.admin);
    const ring = await request.post(`${baseURL}/api/v2/MX/telephony/simulator/incoming`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { from: '+5215511112222', to: '+525512345678' },
    });
    expect(ring.status(), await ring.text()).toBe(201);
    for (const page of [agent, admin]) {
      const alert = page.getByRole('alertdialog', { name: 'Incoming Call' });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'Decline' }).click();
      await expect(alert).toBeHidden();
    }

    // The organization's channel: a lead the agent creates shows in the admin's open list.
    const name = `Restart${Date.now()}`;
    const created = await request.post(`${baseURL}/api/v2/MX/leads`, {
      headers: { authorization: `Bearer ${await token(request, DEMO.agent)}` },
      data: { first_name: name, last_name: 'Afterwards', email: `${name.toLowerCase()}@example.com` },
    });
    expect(created.status()).toBe(201);
    await expect(admin.getByRole('link', { name: `${name} Afterwards` })).toBeVisible();
    await adminContext.close();
  });
});
