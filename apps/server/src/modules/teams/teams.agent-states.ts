/**
 * An agent's state history (decision 025): the states it records, when two recorded states are
 * the same, and the roll-up of seconds in each state per agent per day. Pure functions, kept out
 * of the service file because they have no database.
 */
import type { AvailabilityStatus, ChosenAvailabilityStatus } from '@aurora/contracts/teams';
import { addDays, dayIn, instantOf } from '@aurora/contracts/time-zones';

/** The shown availability's statuses, and `ringing`, which routing and screens leave out. */
export type AgentState = AvailabilityStatus | 'ringing';
export const AGENT_STATES = [
  'available',
  'ringing',
  'on_call',
  'wrap_up',
  'unavailable',
  'offline',
] as const satisfies readonly AgentState[];

/** The fact that moved the agent to a state. */
export type AgentStateCause =
  | 'choice'
  | 'call_ringing'
  | 'call_declined'
  | 'call_stopped_ringing'
  | 'call_started'
  | 'call_ended'
  | 'presence_joined'
  | 'presence_left';

/** What one change of the history says: from `at`, the agent is in this state until the next change. */
export type RecordedState = {
  state: AgentState;
  /** What the agent had chosen: the state when idle, what follows a wrap-up that ends by itself. */
  chosen: ChosenAvailabilityStatus;
  reason: string | null;
  /** Only a wrap-up: its planned end. */
  wrapUpUntil: Date | null;
};

export type AgentStateChange = RecordedState & { userId: number; at: Date };

/** What a recorded state stands for at `at`: a wrap-up past its planned end is the agent's choice. */
export function stateAt(recorded: RecordedState, at: Date): RecordedState {
  if (recorded.state !== 'wrap_up' || !recorded.wrapUpUntil || recorded.wrapUpUntil > at) return recorded;
  return { state: recorded.chosen, chosen: recorded.chosen, reason: recorded.reason, wrapUpUntil: null };
}

export const sameState = (a: RecordedState, b: RecordedState) =>
  a.state === b.state &&
  a.chosen === b.chosen &&
  a.reason === b.reason &&
  a.wrapUpUntil?.getTime() === b.wrapUpUntil?.getTime();

export type AgentDay = {
  userId: number;
  /** The day in the organization's time zone, `YYYY-MM-DD`. */
  day: string;
  seconds: Record<AgentState, number>;
  /** `seconds.unavailable` by the reason the agent gave (`''`: none). */
  unavailableByReason: Record<string, number>;
};

const noSeconds = (): Record<AgentState, number> =>
  Object.fromEntries(AGENT_STATES.map((state) => [state, 0])) as Record<AgentState, number>;

/**
 * The seconds each agent spent in each state per day of `timeZone`, between `from` and `until`.
 * `changes` are the agents' history in the order it was recorded, including each agent's last
 * change before `from` (the state they were in then); the last change of each agent lasts until
 * `until`, and a wrap-up hands over to the agent's choice at its planned end. Time before an
 * agent's first change is not known, and not counted.
 */
export function secondsInStates(
  changes: readonly AgentStateChange[],
  options: { timeZone: string; from: Date; until: Date },
): AgentDay[] {
  const { timeZone } = options;
  const from = options.from.getTime();
  const until = options.until.getTime();
  const days = new Map<string, AgentDay>();
  // The zone's days met so far, as [start, end) in milliseconds: finding a day's midnights takes
  // several time-zone conversions, and every agent's history walks through the same few days.
  // The last one found is tried first: a history is walked in order.
  type ZoneDay = { day: string; start: number; end: number };
  const zoneDays: ZoneDay[] = [];
  let lastFound: ZoneDay | undefined;
  const contains = (zoneDay: ZoneDay | undefined, at: number): zoneDay is ZoneDay =>
    zoneDay !== undefined && zoneDay.start <= at && at < zoneDay.end;
  const zoneDayAt = (at: number): ZoneDay => {
    if (contains(lastFound, at)) return lastFound;
    lastFound = zoneDays.find((zoneDay) => contains(zoneDay, at));
    if (lastFound) return lastFound;
    const day = dayIn(new Date(at), timeZone);
    lastFound = {
      day,
      start: instantOf(day, 0, timeZone).getTime(),
      end: instantOf(addDays(day, 1), 0, timeZone).getTime(),
    };
    zoneDays.push(lastFound);
    return lastFound;
  };
  // Times in milliseconds from here on; each span is cut at the zone's midnights.
  const add = (userId: number, state: AgentState, reason: string | null, start: number, end: number) => {
    let at = start;
    while (at < end) {
      const { day, end: midnight } = zoneDayAt(at);
      const stop = Math.min(end, midnight);
      const key = `${userId} ${day}`;
      const entry = days.get(key) ?? { userId, day, seconds: noSeconds(), unavailableByReason: {} };
      days.set(key, entry);
      entry.seconds[state] += (stop - at) / 1000;
      if (state === 'unavailable') {
        const why = reason ?? '';
        entry.unavailableByReason[why] = (entry.unavailableByReason[why] ?? 0) + (stop - at) / 1000;
      }
      at = stop;
    }
  };
  const byUser = new Map<number, AgentStateChange[]>();
  for (const change of changes) {
    const history = byUser.get(change.userId) ?? [];
    history.push(change);
    byUser.set(change.userId, history);
  }
  for (const [userId, history] of byUser) {
    history.forEach((change, index) => {
      const start = Math.max(change.at.getTime(), from);
      const end = Math.min(history[index + 1]?.at.getTime() ?? until, until);
      const handOver = change.state === 'wrap_up' ? change.wrapUpUntil?.getTime() : undefined;
      if (handOver !== undefined && handOver < end) {
        add(userId, 'wrap_up', null, start, handOver);
        add(userId, change.chosen, change.reason, Math.max(handOver, start), end);
      } else {
        add(userId, change.state, change.reason, start, end);
      }
    });
  }
  return [...days.values()].sort((a, b) => a.userId - b.userId || a.day.localeCompare(b.day));
}
