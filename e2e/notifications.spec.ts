import { apiToken, bearer, collectConsoleErrors, DEMO, expect, signIn, test } from './support.ts';

test.describe('the notification centre', () => {
  test('a missed call: a toast and the bell at once, its entry opens the callback task and stays read after a reload', async ({
    page,
    request,
  }) => {
    // Routing waits for an earlier call's wrap-up, up to 35 s.
    test.setTimeout(90_000);
    const suffix = `${Date.now()}`.slice(-6);
    const adminToken = await apiToken(request, DEMO.admin);
    const token = await apiToken(request, DEMO.agent);
    const agentId = (await (await request.get('/api/v2/auth/me', { headers: bearer(token) })).json()).data
      .id as number;
    // Whatever earlier specs left the agent is read: the bell starts at none.
    expect((await request.post('/api/v2/agent/notifications/read', { headers: bearer(token) })).ok()).toBe(
      true,
    );

    // A line of MX answered by a team of this agent alone, open all week, ringing 10 s, then
    // playing the greeting (a voicemail would be a second entry, later).
    const line = `+52553${suffix}1`;
    const number = await request.post('/api/v2/MX/telephony/numbers', {
      headers: bearer(adminToken),
      data: { number: line },
    });
    expect(number.status(), await number.text()).toBe(201);
    const team = await request.post('/api/v2/MX/teams', {
      headers: bearer(adminToken),
      data: {
        name: `Notified ${suffix}`,
        member_ids: [agentId],
        number_ids: [(await number.json()).data.id],
        agent_ring_seconds: 10,
        total_ring_seconds: 10,
        fallback_action: 'greeting',
        business_hours: Object.fromEntries(
          ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ open: '00:00', close: '24:00' }]]),
        ),
      },
    });
    expect(team.status(), await team.text()).toBe(201);
    const caller = `+52558${suffix}4`;
    const lead = await request.post('/api/v2/MX/leads', {
      headers: bearer(token),
      data: { first_name: `Bell${suffix}`, last_name: 'Caller', phone: caller },
    });
    expect(lead.status(), await lead.text()).toBe(201);

    await signIn(page, DEMO.agent);
    const errors = collectConsoleErrors(page);
    await page.goto('/mx/contacts');
    await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // The agent is at their desk (no wrap-up in MX for this test), and lets the call ring out.
    const settings = await request.put('/api/v2/MX/call-settings', {
      headers: bearer(adminToken),
      data: { wrap_up_seconds: 0 },
    });
    expect(settings.ok(), await settings.text()).toBe(true);
    expect(
      (
        await request.put('/api/v2/agent/availability', {
          headers: bearer(token),
          data: { status: 'available' },
        })
      ).ok(),
    ).toBe(true);
    await expect
      .poll(
        async () =>
          (await (await request.get('/api/v2/agent/availability', { headers: bearer(token) })).json()).data
            .status,
        { timeout: 35_000 },
      )
      .toBe('available');
    const ring = await request.post('/api/v2/MX/telephony/simulator/incoming', {
      headers: bearer(adminToken),
      data: { from: caller, to: line },
    });
    expect(ring.status(), await ring.text()).toBe(201);
    const alert = page.getByRole('alertdialog', { name: 'Incoming Call' });
    await expect(alert).toBeVisible();
    await expect(alert).toBeHidden({ timeout: 15_000 });

    // Missed: a toast and the bell's count, with no reload.
    const name = `Bell${suffix} Caller`;
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toasts).toContainText(`Missed call from ${name}`);
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();

    await bell.click();
    const entry = page.getByRole('link', { name: new RegExp(`Missed call from ${name}`) });
    await expect(entry).toContainText('Unread');
    await entry.click();
    // The callback task opens, in the call's organization.
    await expect(page).toHaveURL(/\/mx\/tasks\?task=\d+$/);
    const task = page.getByRole('dialog', { name: 'Edit task' });
    await expect(task.getByRole('textbox', { name: 'Title' })).toHaveValue(new RegExp(name));
    await task.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    await page.reload();
    const after = page.getByRole('button', { name: 'Notifications', exact: true });
    await expect(after).toBeVisible();
    await after.click();
    await expect(page.getByRole('link', { name: new RegExp(`Missed call from ${name}`) })).not.toContainText(
      'Unread',
    );
    expect(errors).toEqual([]);
  });
});
