import type { BusinessHours } from '@aurora/contracts/teams';
import { createNumber, getNumberByE164 } from '#modules/numbers/numbers.service.ts';
import { createTeam, listTeams, type PresenceReader } from '#modules/teams/teams.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';

/** The line of the Mexico City sales team (the demo voicemail calls it). */
export const DEMO_SALES_LINE = '+525512345670';

type DemoLine = { number: string; name: string };
type DemoTeams = {
  /**
   * The lines the two teams answer. The main line stays with no team: it rings every agent at
   * once, whatever the hour, which the browser tests and a first look at the demo rely on.
   */
  salesNumber: DemoLine;
  careNumber: DemoLine;
  sales: string;
  care: string;
  /** 2026's public holidays: both teams are closed. */
  holidays: string[];
};

const DEMO_TEAMS: Record<string, DemoTeams> = {
  MX: {
    salesNumber: { number: DEMO_SALES_LINE, name: 'Ventas CDMX' },
    careNumber: { number: '+525512345679', name: 'Atención a clientes CDMX' },
    sales: 'Ventas Ciudad de México',
    care: 'Atención a clientes',
    holidays: ['2026-01-01', '2026-02-02', '2026-03-16', '2026-09-16', '2026-11-16', '2026-12-25'],
  },
  CO: {
    salesNumber: { number: '+576012345670', name: 'Ventas Bogotá' },
    careNumber: { number: '+576012345679', name: 'Atención a clientes Bogotá' },
    sales: 'Ventas Bogotá',
    care: 'Grupos y lunas de miel',
    holidays: ['2026-01-01', '2026-01-12', '2026-07-20', '2026-08-07', '2026-12-08', '2026-12-25'],
  },
  US: {
    salesNumber: { number: '+12125550102', name: 'New York sales' },
    careNumber: { number: '+12125550101', name: 'New York customer care' },
    sales: 'Sales New York',
    care: 'Customer care',
    holidays: ['2026-01-01', '2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25'],
  },
};

const weekdays = (open: string, close: string): BusinessHours => ({
  '1': [{ open, close }],
  '2': [{ open, close }],
  '3': [{ open, close }],
  '4': [{ open, close }],
  '5': [{ open, close }],
});

const nobodyConnected: PresenceReader = { presenceMembers: async () => [] };

/**
 * Two teams per demo organization, each with its line: sales (weekdays with a lunch break and
 * Saturday mornings, round robin, falling back to care), care answers its own line (long weekday
 * hours, everyone at once, voicemail). Run again, it adds only what is missing.
 */
export async function seedDemoTeams(ctx: OrganizationContext) {
  const { db } = ctx;
  const organizationId = ctx.organization.id;
  const demo = DEMO_TEAMS[ctx.organization.code];
  if (!demo) return;
  const existing = await listTeams(ctx, nobodyConnected);
  const agents = (await listMembers(db, organizationId))
    .filter((member) => member.agent)
    .map((member) => member.id);
  const leader = agents[0] ?? null;
  for (const line of [demo.salesNumber, demo.careNumber]) {
    if (await getNumberByE164(db, line.number)) continue;
    await createNumber(ctx, {
      number: line.number,
      friendly_name: line.name,
      provider_id: null,
      country: ctx.organization.code,
      capabilities: ['voice'],
      agent_ids: [],
      ring_timeout_seconds: 35,
      voicemail_enabled: true,
      recording_enabled: false,
      is_active: true,
      monthly_cost: '1.15',
      monthly_cost_currency: 'USD',
    });
  }
  const numberIdOf = async (e164: string | undefined) => {
    const row = e164 ? await getNumberByE164(db, e164) : undefined;
    return row && row.organizationId === organizationId ? [row.id] : [];
  };
  let care = existing.find((team) => team.name === demo.care);
  care ??= await createTeam(
    ctx,
    {
      name: demo.care,
      leader_id: leader,
      member_ids: agents,
      number_ids: await numberIdOf(demo.careNumber.number),
      ring_strategy: 'simultaneous',
      agent_ring_seconds: 25,
      total_ring_seconds: 60,
      business_hours: { ...weekdays('08:00', '20:00'), '6': [{ open: '09:00', close: '13:00' }] },
      closed_dates: demo.holidays,
      fallback_action: 'voicemail',
      fallback_team_id: null,
    },
    nobodyConnected,
  );
  if (existing.some((team) => team.name === demo.sales)) return;
  await createTeam(
    ctx,
    {
      name: demo.sales,
      leader_id: leader,
      member_ids: agents,
      number_ids: await numberIdOf(demo.salesNumber.number),
      ring_strategy: 'round_robin',
      agent_ring_seconds: 20,
      total_ring_seconds: 60,
      business_hours: {
        ...Object.fromEntries(
          (['1', '2', '3', '4', '5'] as const).map((day) => [
            day,
            [
              { open: '09:00', close: '14:00' },
              { open: '15:00', close: '19:00' },
            ],
          ]),
        ),
        '6': [{ open: '10:00', close: '14:00' }],
      },
      closed_dates: demo.holidays,
      fallback_action: 'team',
      fallback_team_id: care.id,
    },
    nobodyConnected,
  );
}
