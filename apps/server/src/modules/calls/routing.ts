import type { RingStrategy } from '@aurora/contracts/teams';

/**
 * One step of an incoming call's ringing: these agents' devices ring for so many seconds. A
 * round-robin step names its team, whose pointer moves to the agent when the step rings.
 */
export type RingStep = { userIds: number[]; seconds: number; roundRobinTeamId?: number };

/**
 * What the caller gets when every step rang out: the voicemail, the organization's greeting
 * alone, or a short "nobody can take your call" before hanging up.
 */
export type Fallback = 'voicemail' | 'greeting' | 'unavailable';

/** An incoming call's route, planned when it arrives and kept on the call. */
export type CallRouting = { steps: RingStep[]; fallback: Fallback };

/** What ringing steps need to know of a team. */
export type TeamRingRules = {
  id: number;
  strategy: RingStrategy;
  agentRingSeconds: number;
  totalRingSeconds: number;
  /** Every member, available or not, by id: the round-robin order is the members' order. */
  memberIds: number[];
  lastOfferedUserId: number | null;
};

export type RoutingFacts = {
  /** Members who can take a call now (available: not offline, unavailable, on a call or in wrap-up). */
  available: ReadonlySet<number>;
  /** When each member's last call ended; a member never called is the longest idle. */
  lastCallEndedAt: ReadonlyMap<number, Date>;
  /** The owner of the record the caller matched, if any. */
  ownerId: number | null;
};

/**
 * The ringing steps of an incoming call to a team, within the team's total ring time:
 * - owner first: when the caller's record has an owner who is a member and available, they ring
 *   alone for their ring seconds;
 * - then the strategy: `simultaneous` rings every other available member for what time is left;
 *   `round_robin` rings them one by one, starting after the member offered the team's last call;
 *   `longest_idle` rings them one by one, longest since their last call first.
 * Each available member is offered the call once; unavailable and offline members are skipped.
 * An empty plan means nobody can take the call: the team's fallback applies at once.
 */
export function planRinging(team: TeamRingRules, facts: RoutingFacts): RingStep[] {
  const steps: RingStep[] = [];
  let remaining = team.totalRingSeconds;
  const offer = (userIds: number[], seconds: number, rotates = false) => {
    const ring = Math.min(seconds, remaining);
    if (userIds.length === 0 || ring <= 0) return;
    steps.push({ userIds, seconds: ring, ...(rotates ? { roundRobinTeamId: team.id } : {}) });
    remaining -= ring;
  };

  const members = [...new Set(team.memberIds)];
  const owner = members.find((id) => id === facts.ownerId && facts.available.has(id)) ?? null;
  if (owner !== null) offer([owner], team.agentRingSeconds);
  const others = members.filter((id) => facts.available.has(id) && id !== owner);

  if (team.strategy === 'simultaneous') {
    offer(others, remaining);
    return steps;
  }
  const rotates = team.strategy === 'round_robin';
  for (const id of orderOf(team, others, facts)) offer([id], team.agentRingSeconds, rotates);
  return steps;
}

function orderOf(team: TeamRingRules, candidates: number[], facts: RoutingFacts): number[] {
  if (team.strategy === 'longest_idle') {
    const endedAt = (id: number) => facts.lastCallEndedAt.get(id)?.getTime() ?? Number.NEGATIVE_INFINITY;
    return [...candidates].sort((a, b) => endedAt(a) - endedAt(b) || a - b);
  }
  // Round-robin: the members' order, turned to start after the last member offered a call.
  const order = [...new Set(team.memberIds)];
  const last = team.lastOfferedUserId === null ? -1 : order.indexOf(team.lastOfferedUserId);
  const turned = [...order.slice(last + 1), ...order.slice(0, last + 1)];
  return turned.filter((id) => candidates.includes(id));
}
