/**
 * Background jobs behind one interface. The local runner runs jobs in this process, one at a
 * time, after the request that queued them has been answered; jobs yield between batches, so the
 * server keeps answering. A Redis/BullMQ runner can replace it for several instances: job state
 * already lives in the database, so any instance can report it.
 */
export type JobRunner = {
  enqueue: (name: string, job: () => Promise<void>) => void;
  /** Resolves when every queued job has finished (shutdown, tests). */
  idle: () => Promise<void>;
};

export function createLocalJobRunner(log: { error: (object: object, message: string) => void }): JobRunner {
  let chain: Promise<void> = Promise.resolve();
  return {
    enqueue: (name, job) => {
      chain = chain
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(job)
        .catch((error: unknown) => log.error({ err: error, job: name }, 'background job failed'));
    },
    idle: () => chain,
  };
}

/** Lets other callbacks (requests, timers) run before the next batch of a long job. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
