import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { bearer, login } from '#test/factories.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await seedDemo(t.db);
});
afterAll(() => t?.close());

describe('demo teams', () => {
  it('seedDemo, run twice, gives each demo organization its two teams once, with agents, numbers and hours', async () => {
    const headers = bearer(await login(t.app, 'admin@example.com', DEMO_PASSWORD));
    const teamsOf = async (code: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v2/${code}/teams`, headers })).json().data as Array<{
        name: string;
        members: unknown[];
        numbers: Array<{ number: string }>;
        business_hours: Record<string, unknown>;
        closed_dates: string[];
        fallback_action: string;
        fallback_team: { name: string } | null;
      }>;
    const mx = await teamsOf('mx');
    expect(mx.map((team) => team.name)).toEqual(['Atención a clientes', 'Ventas Ciudad de México']);
    const sales = mx.find((team) => team.name === 'Ventas Ciudad de México');
    expect(sales?.numbers.map((n) => n.number)).toEqual(['+525512345670']);
    expect(sales?.fallback_team?.name).toBe('Atención a clientes');
    expect(sales?.members.length).toBe(2);
    expect(Object.keys(sales?.business_hours ?? {})).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(sales?.closed_dates).toContain('2026-09-16');
    for (const code of ['co', 'us']) expect((await teamsOf(code)).length).toBe(2);
  });
});
