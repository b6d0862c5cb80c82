import { describe, expect, it } from 'vitest';
import {
  type AgentState,
  type AgentStateChange,
  type RecordedState,
  sameState,
  secondsInStates,
  stateAt,
} from './teams.agent-states.ts';

// Mexico City is UTC-6 all year: its days run from 06:00 UTC to 06:00 UTC.
const timeZone = 'America/Mexico_City';
const at = (iso: string) => new Date(iso);

const idle = (state: 'available' | 'unavailable', reason: string | null = null): RecordedState => ({
  state,
  chosen: state,
  reason,
  wrapUpUntil: null,
});

function change(userId: number, when: string, state: AgentState, extra: Partial<RecordedState> = {}) {
  return {
    userId,
    at: at(when),
    state,
    chosen: 'available',
    reason: null,
    wrapUpUntil: null,
    ...extra,
  } satisfies AgentStateChange;
}

/** The non-zero seconds of each agent's day, for short expectations. */
const spent = (days: ReturnType<typeof secondsInStates>) =>
  days.map(({ userId, day, seconds }) => ({
    userId,
    day,
    seconds: Object.fromEntries(Object.entries(seconds).filter(([, value]) => value > 0)),
  }));

describe('seconds in each state per agent per day', () => {
  it('splits at midnight in the organization’s time zone, not in UTC', () => {
    const history = [
      change(1, '2026-03-04T05:00:00Z', 'available'), // Tue 23:00 local
      change(1, '2026-03-04T07:00:00Z', 'offline'), // Wed 01:00 local
    ];
    const days = secondsInStates(history, {
      timeZone,
      from: at('2026-03-04T04:00:00Z'),
      until: at('2026-03-04T08:00:00Z'),
    });
    expect(spent(days)).toEqual([
      { userId: 1, day: '2026-03-03', seconds: { available: 3600 } },
      { userId: 1, day: '2026-03-04', seconds: { available: 3600, offline: 3600 } },
    ]);
  });

  it('an open interval runs to `until`, and a change before `from` counts from `from` only', () => {
    const history = [
      change(1, '2026-03-03T20:00:00Z', 'unavailable', { chosen: 'unavailable', reason: 'Lunch' }),
      change(1, '2026-03-04T16:00:00Z', 'available'),
    ];
    const days = secondsInStates(history, {
      timeZone,
      from: at('2026-03-04T06:00:00Z'), // Wed 00:00 local
      until: at('2026-03-05T06:00:00Z'), // Thu 00:00 local
    });
    expect(spent(days)).toEqual([
      { userId: 1, day: '2026-03-04', seconds: { unavailable: 10 * 3600, available: 14 * 3600 } },
    ]);
  });

  it('a wrap-up ends by itself at its planned end and hands over to the agent’s choice', () => {
    const history = [
      change(1, '2026-03-04T15:00:00Z', 'on_call'),
      change(1, '2026-03-04T15:05:00Z', 'wrap_up', {
        chosen: 'unavailable',
        reason: 'Training',
        wrapUpUntil: at('2026-03-04T15:05:30Z'),
      }),
      change(1, '2026-03-04T16:00:00Z', 'offline', { chosen: 'unavailable', reason: 'Training' }),
    ];
    const days = secondsInStates(history, {
      timeZone,
      from: at('2026-03-04T15:00:00Z'),
      until: at('2026-03-04T16:00:00Z'),
    });
    expect(spent(days)).toEqual([
      { userId: 1, day: '2026-03-04', seconds: { on_call: 300, wrap_up: 30, unavailable: 3270 } },
    ]);
  });

  it('a wrap-up cut short by the next call counts until that call only', () => {
    const history = [
      change(1, '2026-03-04T15:00:00Z', 'wrap_up', { wrapUpUntil: at('2026-03-04T15:00:30Z') }),
      change(1, '2026-03-04T15:00:10Z', 'ringing'),
      change(1, '2026-03-04T15:00:20Z', 'on_call'),
    ];
    const days = secondsInStates(history, {
      timeZone,
      from: at('2026-03-04T15:00:00Z'),
      until: at('2026-03-04T15:01:00Z'),
    });
    expect(spent(days)).toEqual([
      { userId: 1, day: '2026-03-04', seconds: { wrap_up: 10, ringing: 10, on_call: 40 } },
    ]);
  });

  it('keeps agents apart, and counts nothing before an agent’s first change', () => {
    const history = [
      change(2, '2026-03-04T15:00:00Z', 'available'),
      change(1, '2026-03-04T15:30:00Z', 'on_call'),
    ];
    const days = secondsInStates(history, {
      timeZone,
      from: at('2026-03-04T14:00:00Z'),
      until: at('2026-03-04T16:00:00Z'),
    });
    expect(spent(days)).toEqual([
      { userId: 1, day: '2026-03-04', seconds: { on_call: 1800 } },
      { userId: 2, day: '2026-03-04', seconds: { available: 3600 } },
    ]);
  });
});

describe('recorded states', () => {
  it('a wrap-up past its planned end stands for the agent’s choice; before it, for itself', () => {
    const wrapUp: RecordedState = {
      state: 'wrap_up',
      chosen: 'unavailable',
      reason: 'Lunch',
      wrapUpUntil: at('2026-03-04T15:00:30Z'),
    };
    expect(stateAt(wrapUp, at('2026-03-04T15:00:29Z'))).toBe(wrapUp);
    expect(stateAt(wrapUp, at('2026-03-04T15:00:30Z'))).toEqual(idle('unavailable', 'Lunch'));
  });

  it('the same state means the same status, choice, reason and wrap-up end', () => {
    expect(sameState(idle('unavailable', 'Lunch'), idle('unavailable', 'Lunch'))).toBe(true);
    expect(sameState(idle('unavailable', 'Lunch'), idle('unavailable', 'Meeting'))).toBe(false);
    const wrapUp = (until: string): RecordedState => ({
      state: 'wrap_up',
      chosen: 'available',
      reason: null,
      wrapUpUntil: at(until),
    });
    expect(sameState(wrapUp('2026-03-04T15:00:30Z'), wrapUp('2026-03-04T15:00:30Z'))).toBe(true);
    expect(sameState(wrapUp('2026-03-04T15:00:30Z'), wrapUp('2026-03-04T15:01:00Z'))).toBe(false);
  });
});
