import { shiftMonth } from '@aurora/contracts/months';
import type { TargetInput, TargetMetric, TargetSubject } from '@aurora/contracts/targets';
import { dayIn } from '@aurora/contracts/time-zones';
import { getMonthTargets, setMonthTargets } from '#modules/targets/targets.service.ts';
import { listTeamNames } from '#modules/teams/teams.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';

/** An agent's monthly won amount in minor units of each demo currency: about 8,000 US dollars. */
const WON_AMOUNT_PER_AGENT: Record<string, number> = { MXN: 150_000_00, COP: 32_000_000_00, USD: 8_000_00 };

const target = (
  subjectType: TargetSubject,
  subjectId: number,
  metric: TargetMetric,
  value: number,
): TargetInput => ({
  subject_type: subjectType,
  subject_id: subjectId,
  metric,
  value,
});

/**
 * Last month's and this month's targets for each agent and team of a demo organization, so the
 * dashboards show progress and pace on first start. A month that has targets already is left as
 * it is.
 */
export async function seedDemoTargets(ctx: OrganizationContext): Promise<void> {
  const { db, organization } = ctx;
  const [members, teams] = await Promise.all([
    listMembers(db, organization.id),
    listTeamNames(db, organization.id),
  ]);
  const agents = members.filter((member) => member.agent?.is_active);
  const wonAmount = WON_AMOUNT_PER_AGENT[organization.currency] ?? WON_AMOUNT_PER_AGENT.USD ?? 0;
  const agentTargets = agents.flatMap((agent) => [
    target('agent', agent.id, 'won_amount', wonAmount),
    target('agent', agent.id, 'won_deals', 3),
    target('agent', agent.id, 'calls', 250),
  ]);
  const teamTargets = teams.flatMap((team) => [
    target('team', team.id, 'won_amount', wonAmount * 2),
    target('team', team.id, 'calls', 400),
    target('team', team.id, 'answer_rate', 85),
  ]);
  const targets = [...agentTargets, ...teamTargets];
  const thisMonth = dayIn(ctx.clock.now(), organization.timeZone).slice(0, 7);
  for (const month of [shiftMonth(thisMonth, -1), thisMonth]) {
    if ((await getMonthTargets(ctx, month)).targets.length === 0)
      await setMonthTargets(ctx, month, { targets });
  }
}
