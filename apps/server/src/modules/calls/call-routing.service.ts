import type { CallableType } from '@aurora/contracts/calls';
import type { NumberRow } from '#modules/numbers/numbers.service.ts';
import {
  getRoutingTeam,
  getTeamForNumber,
  type RoutingTeam,
  recordOffered,
} from '#modules/teams/teams.service.ts';
import type { TelephonyContext } from '#platform/telephony/telephony.plugin.ts';
import type { OrganizationData, OrganizationScope } from '#platform/tenancy/context.ts';
import { recordOwnerId } from '#records/records.service.ts';
import { type CallRouting, planRinging, type RingStep } from './routing.ts';

/** The route of an incoming call, and the team whose number was dialled (null: none). */
export type IncomingRoute = CallRouting & { teamId: number | null };

/**
 * Plans an incoming call's route when it arrives. A number answered by a team follows the team:
 * closed (business hours, closed dates) means straight to its fallback; open means the caller's
 * owner first, then the team's strategy over its available members; a fallback to another team
 * appends that team's route. A number without a team rings its agents (`agentsOfNumber`) at once.
 */
export async function routeIncomingCall(
  ctx: TelephonyContext,
  organization: OrganizationScope,
  number: NumberRow,
  caller: { callableType: CallableType | null; callableId: number | null },
  agentsOfNumber: () => Promise<number[]>,
): Promise<IncomingRoute> {
  const at = ctx.clock.now();
  const data = { db: ctx.db, organization };
  const team = await getTeamForNumber(data, number.id, ctx.presence, at);
  if (!team) {
    const userIds = await agentsOfNumber();
    return {
      teamId: null,
      steps: userIds.length > 0 ? [{ userIds, seconds: number.ringTimeoutSeconds }] : [],
      fallback: number.voicemailEnabled ? 'voicemail' : 'unavailable',
    };
  }
  const ownerId =
    caller.callableType && caller.callableId !== null
      ? await recordOwnerId(data, { type: caller.callableType, id: caller.callableId })
      : null;
  return { teamId: team.id, ...(await teamRoute(ctx, data, team, ownerId, at, new Set())) };
}

async function teamRoute(
  ctx: TelephonyContext,
  data: OrganizationData,
  team: RoutingTeam,
  ownerId: number | null,
  at: Date,
  visited: Set<number>,
): Promise<CallRouting> {
  visited.add(team.id);
  const steps = team.opening.open ? planRinging(ringRulesOf(team), routingFactsOf(team, ownerId)) : [];
  const nextTeamId = team.fallbackAction === 'team' ? team.fallbackTeamId : null;
  if (nextTeamId !== null && !visited.has(nextTeamId)) {
    const next = await getRoutingTeam(data, nextTeamId, ctx.presence, at);
    if (next) {
      const after = await teamRoute(ctx, data, next, ownerId, at, visited);
      return { steps: [...steps, ...after.steps], fallback: after.fallback };
    }
  }
  return { steps, fallback: team.fallbackAction === 'greeting' ? 'greeting' : 'voicemail' };
}

const ringRulesOf = (team: RoutingTeam) => ({
  id: team.id,
  strategy: team.ringStrategy,
  agentRingSeconds: team.agentRingSeconds,
  totalRingSeconds: team.totalRingSeconds,
  memberIds: team.members.map((member) => member.userId),
  lastOfferedUserId: team.lastOfferedUserId,
});

function routingFactsOf(team: RoutingTeam, ownerId: number | null) {
  const available = new Set<number>();
  const lastCallEndedAt = new Map<number, Date>();
  for (const { userId, availability } of team.members) {
    if (availability.status === 'available') available.add(userId);
    if (availability.last_call_ended_at)
      lastCallEndedAt.set(userId, new Date(availability.last_call_ended_at));
  }
  return { available, lastCallEndedAt, ownerId };
}

/** A round-robin step that rings: its team's next call starts after this agent. */
export async function noteOffered(ctx: TelephonyContext, organizationId: number, step: RingStep | undefined) {
  const userId = step?.userIds[0];
  if (step?.roundRobinTeamId === undefined || userId === undefined) return;
  await recordOffered(ctx.db, organizationId, step.roundRobinTeamId, userId);
}
