import { describe, expect, it } from 'vitest';
import { planRinging, type RoutingFacts, type TeamRingRules } from './routing.ts';

const team = (overrides: Partial<TeamRingRules> = {}): TeamRingRules => ({
  id: 7,
  strategy: 'simultaneous',
  agentRingSeconds: 20,
  totalRingSeconds: 60,
  memberIds: [1, 2, 3, 4],
  lastOfferedUserId: null,
  ...overrides,
});
const facts = (overrides: Partial<RoutingFacts> = {}): RoutingFacts => ({
  available: new Set([1, 2, 3, 4]),
  lastCallEndedAt: new Map(),
  ownerId: null,
  ...overrides,
});

describe('planRinging', () => {
  it('simultaneous: every available member at once for the whole ring time', () => {
    expect(planRinging(team(), facts({ available: new Set([1, 3]) }))).toEqual([
      { userIds: [1, 3], seconds: 60 },
    ]);
  });

  it('owner first: the available owner rings alone for their seconds, then the strategy without them', () => {
    expect(planRinging(team(), facts({ ownerId: 3 }))).toEqual([
      { userIds: [3], seconds: 20 },
      { userIds: [1, 2, 4], seconds: 40 },
    ]);
  });

  it('owner first skips an owner who is unavailable, offline or not in the team', () => {
    const available = new Set([1, 2, 4]);
    expect(planRinging(team(), facts({ ownerId: 3, available }))).toEqual([
      { userIds: [1, 2, 4], seconds: 60 },
    ]);
    expect(planRinging(team(), facts({ ownerId: 9, available: new Set([1, 2, 3, 4, 9]) }))).toEqual([
      { userIds: [1, 2, 3, 4], seconds: 60 },
    ]);
  });

  it('round-robin: one member at a time, starting after the last one offered, skipping the unavailable', () => {
    const plan = planRinging(
      team({ strategy: 'round_robin', lastOfferedUserId: 2, totalRingSeconds: 100 }),
      facts({ available: new Set([1, 2, 4]) }),
    );
    expect(plan).toEqual([
      { userIds: [4], seconds: 20, roundRobinTeamId: 7 },
      { userIds: [1], seconds: 20, roundRobinTeamId: 7 },
      { userIds: [2], seconds: 20, roundRobinTeamId: 7 },
    ]);
  });

  it('round-robin inside the total ring time: the last step is cut short, later members are not rung', () => {
    const plan = planRinging(team({ strategy: 'round_robin', totalRingSeconds: 50 }), facts());
    expect(plan.map(({ userIds, seconds }) => ({ userIds, seconds }))).toEqual([
      { userIds: [1], seconds: 20 },
      { userIds: [2], seconds: 20 },
      { userIds: [3], seconds: 10 },
    ]);
  });

  it('longest idle: never called first, then the oldest last call; owner first still leads', () => {
    const lastCallEndedAt = new Map([
      [1, new Date('2026-11-23T10:00:00Z')],
      [2, new Date('2026-11-23T08:00:00Z')],
      [4, new Date('2026-11-23T09:00:00Z')],
    ]);
    const plan = planRinging(
      team({ strategy: 'longest_idle', totalRingSeconds: 200 }),
      facts({ lastCallEndedAt, ownerId: 1 }),
    );
    expect(plan.map((step) => step.userIds)).toEqual([[1], [3], [2], [4]]);
  });

  it('nobody available: an empty plan, so the fallback applies at once', () => {
    expect(planRinging(team(), facts({ available: new Set() }))).toEqual([]);
    expect(planRinging(team({ strategy: 'round_robin' }), facts({ available: new Set([7]) }))).toEqual([]);
  });
});
