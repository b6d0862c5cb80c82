import { apiToken, bearer, DEMO, expect, signIn, test } from './support.ts';

test.describe('realtime connection', () => {
  for (const [who, email] of Object.entries(DEMO)) {
    test(`${who} sees a live realtime connection after signing in`, async ({ page }) => {
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await signIn(page, email);
      await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
      // One socket, speaking the Pusher protocol on the realtime port the server advertised.
      expect(sockets).toHaveLength(1);
      expect(sockets[0]).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/app\/[\w-]+\?protocol=7/);
    });
  }

  test('logging out closes the connection', async ({ page }) => {
    const opened = page.waitForEvent('websocket');
    await signIn(page, DEMO.agent);
    const socket = await opened;
    await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
    const closed = socket.waitForEvent('close');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await closed;
    expect(socket.isClosed()).toBe(true);
  });

  test('a lead a colleague creates appears in an open list without a reload', async ({ page, request }) => {
    await signIn(page, DEMO.agent);
    await page.goto('/co/leads');
    await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();

    const token = await apiToken(request, DEMO.admin);
    const name = `Live${Date.now()}`;
    const created = await request.post('/api/v2/co/leads', {
      headers: bearer(token),
      data: { first_name: name, last_name: 'Colleague', email: `${name.toLowerCase()}@example.com` },
    });
    expect(created.status()).toBe(201);

    await expect(page.getByRole('link', { name: `${name} Colleague` })).toBeVisible();
  });
});
