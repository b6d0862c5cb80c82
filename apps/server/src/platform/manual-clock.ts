import type { Clock } from './clock.ts';

export type ManualClock = Clock & {
  /** Moves time forward, running every timer that falls due, in order, each to completion. */
  advance: (ms: number) => Promise<void>;
  /** Timers not run yet. */
  pending: () => number;
};

/** A clock that only moves when told: the simulator's timeline in unit tests. */
export function createManualClock(start = new Date('2026-05-04T15:00:00Z')): ManualClock {
  let now = start.getTime();
  let sequence = 0;
  const timers = new Map<number, { at: number; run: () => unknown }>();
  return {
    now: () => new Date(now),
    setTimeout: (run, ms) => {
      sequence += 1;
      timers.set(sequence, { at: now + ms, run });
      return sequence;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
    advance: async (ms) => {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        await due[1].run();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
