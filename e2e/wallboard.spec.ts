import { apiToken, bearer, collectConsoleErrors, DEMO, expect, signIn, test } from './support.ts';

test.describe('the wallboard', () => {
  test('a simulated call rings on the team’s wallboard, then counts as missed, without a reload', async ({
    page,
    request,
  }) => {
    // Routing waits for an earlier call's wrap-up, up to 35 s; the call then rings 10 s.
    test.setTimeout(90_000);
    const suffix = `${Date.now()}`.slice(-6);
    const token = await apiToken(request, DEMO.admin);
    const me = (await (await request.get('/api/v2/auth/me', { headers: bearer(token) })).json()).data;

    // A line of MX answered by a team of the administrator alone (also an agent), open all week,
    // ringing 10 s, then playing the greeting: the call ends missed.
    const line = `+52553${suffix}2`;
    const number = await request.post('/api/v2/MX/telephony/numbers', {
      headers: bearer(token),
      data: { number: line },
    });
    expect(number.status(), await number.text()).toBe(201);
    const teamName = `Wallboard ${suffix}`;
    const team = await request.post('/api/v2/MX/teams', {
      headers: bearer(token),
      data: {
        name: teamName,
        leader_id: me.id,
        member_ids: [me.id],
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
    const teamId = (await team.json()).data.id as number;
    const settings = await request.put('/api/v2/MX/call-settings', {
      headers: bearer(token),
      data: { wrap_up_seconds: 0 },
    });
    expect(settings.ok(), await settings.text()).toBe(true);

    await signIn(page, DEMO.admin);
    const errors = collectConsoleErrors(page);
    await page.goto(`/mx/analytics/wallboard?team=${teamId}`);
    await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    const figure = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(figure('Calls waiting')).toContainText('0');
    // A team's board counts the calls of the team's lines only: this new one has none yet.
    await expect(figure('Missed today')).toContainText('0');

    // The wallboard's own connection puts the administrator online; at their desk, they let it ring.
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
    const tile = page.getByRole('listitem', { name: me.name });
    await expect(tile).toHaveAttribute('data-state', 'available');

    const caller = `+52558${suffix}7`;
    const ring = await request.post('/api/v2/MX/telephony/simulator/incoming', {
      headers: bearer(token),
      data: { from: caller, to: line },
    });
    expect(ring.status(), await ring.text()).toBe(201);
    // The caller's last digits, however the phone is grouped for reading.
    const callerShown = new RegExp(`${suffix.split('').join('\\s?')}\\s?7`);
    const ringing = page.getByRole('region', { name: 'Ringing now' });
    await expect(ringing).toContainText(callerShown);
    await expect(figure('Calls waiting')).toContainText('1');
    await expect(tile).toHaveAttribute('data-state', 'ringing');

    // Nobody answers: it leaves the list and the missed count moves, still without a reload.
    await expect(ringing).toContainText('No calls waiting', { timeout: 20_000 });
    await expect(figure('Missed today')).toContainText('1');
    await expect(figure('Calls waiting')).toContainText('0');
    expect(errors).toEqual([]);
  });
});
