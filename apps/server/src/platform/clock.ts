/** The time of the rules, the jobs and the call simulator; tests pass a manual one (manual-clock.ts). */
export type Clock = {
  now: () => Date;
  /** `run` may answer a promise: a manual clock waits for it, so tests see each step done. */
  setTimeout: (run: () => unknown, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout: (run, ms) => {
    const handle = setTimeout(run, ms);
    // A pending simulated call never keeps a process (a test run, the CLI) alive.
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
