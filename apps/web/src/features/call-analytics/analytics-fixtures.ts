import {
  type AgentAnalytics,
  type CallAnalytics,
  type CallCounters,
  EMPTY_CALL_COUNTERS,
  type Wallboard,
} from '@aurora/contracts/analytics';
import type { Team } from '@aurora/contracts/teams';

const counters = (values: Partial<CallCounters>): CallCounters => ({ ...EMPTY_CALL_COUNTERS, ...values });

export const ana: AgentAnalytics = {
  agent: { id: 3, name: 'Ana Ruiz' },
  counters: counters({
    inbound: 60,
    outbound: 20,
    answered: 48,
    talk_seconds: 7200,
    wrap_up_seconds: 1800,
    outbound_connected: 12,
  }),
  time: {
    available: 9000,
    ringing: 300,
    on_call: 7200,
    wrap_up: 1800,
    unavailable: 3600,
    unavailable_by_reason: [{ reason: 'Lunch', seconds: 3600 }],
  },
  recovery: { missed_callers: 4, called_back: 3, median_callback_seconds: 600 },
  won_opportunities: 4,
  booked_revenue: 1_200_000,
};

export const beto: AgentAnalytics = {
  agent: { id: 4, name: 'Beto Díaz' },
  counters: counters({
    inbound: 40,
    outbound: 5,
    answered: 32,
    talk_seconds: 3600,
    wrap_up_seconds: 600,
    outbound_connected: 3,
  }),
  time: {
    available: 12_000,
    ringing: 200,
    on_call: 3600,
    wrap_up: 600,
    unavailable: 0,
    unavailable_by_reason: [],
  },
  recovery: { missed_callers: 2, called_back: 0, median_callback_seconds: null },
  won_opportunities: 0,
  booked_revenue: 0,
};

/**
 * November: 100 inbound of which 10 short abandons, 80 answered (72 within the service level),
 * so the answer rate is 80 / 90 = 88.9% and last month's 60 / 80 = 75%.
 */
export const analytics: CallAnalytics = {
  range: { from: '2026-11-01', to: '2026-11-30', previous_from: '2026-10-02', previous_to: '2026-10-31' },
  time_zone: 'America/Mexico_City',
  currency: 'MXN',
  service_level_seconds: 20,
  totals: counters({
    inbound: 100,
    outbound: 25,
    answered: 80,
    missed: 4,
    voicemail: 3,
    abandoned: 3,
    short_abandons: 10,
    outbound_connected: 15,
    answered_in_service_level: 72,
    answer_seconds: 960,
    talk_seconds: 10_800,
    wrap_up_seconds: 2400,
  }),
  previous_totals: counters({
    inbound: 90,
    outbound: 25,
    answered: 60,
    missed: 10,
    short_abandons: 10,
    answered_in_service_level: 40,
    answer_seconds: 900,
    talk_seconds: 9000,
  }),
  recovery: { missed_callers: 6, called_back: 3, median_callback_seconds: 600 },
  previous_recovery: { missed_callers: 10, called_back: 2, median_callback_seconds: 900 },
  days: [
    { date: '2026-11-02', counters: counters({ answered: 50, missed: 2, voicemail: 1, outbound: 10 }) },
    { date: '2026-11-03', counters: counters({ answered: 30, missed: 2, voicemail: 2, outbound: 15 }) },
  ],
  heatmap: [{ weekday: 1, hour: 9, inbound: 12, answered: 9, short_abandons: 0 }],
  outcomes: [
    { outcome: 'booked', calls: 30 },
    { outcome: null, calls: 70 },
  ],
  agents: [beto, ana],
};

export const emptyAnalytics: CallAnalytics = {
  ...analytics,
  totals: EMPTY_CALL_COUNTERS,
  days: [],
  heatmap: [],
  outcomes: [],
  agents: [],
};

/** A team as the teams list answers it: only what the wallboard reads matters here. */
export const team = (id: number, name: string, leaderId: number | null): Team =>
  ({
    id,
    name,
    leader: leaderId ? { id: leaderId, name: 'Leader' } : null,
    members: [],
    numbers: [],
  }) as unknown as Team;

export const wallboard = (overrides: Partial<Wallboard> = {}): Wallboard => ({
  now: '2026-11-27T18:00:00.000Z',
  team: { id: 1, name: 'Ventas' },
  agents: [
    { agent: { id: 3, name: 'Ana Ruiz' }, state: 'on_call', since: '2026-11-27T17:56:48.000Z', reason: null },
    { agent: { id: 4, name: 'Beto Díaz' }, state: 'unavailable', since: null, reason: 'Lunch' },
  ],
  ringing: [
    { call_id: 9, caller: '+525511112222', line_name: 'Main line', since: '2026-11-27T17:59:15.000Z' },
  ],
  today: counters({ inbound: 50, answered: 40, missed: 3, answered_in_service_level: 20, short_abandons: 0 }),
  service_level_seconds: 20,
  thresholds: { longest_wait_seconds: 60, calls_waiting: 5, missed_today: 20, service_level_percent: 60 },
  ...overrides,
});
