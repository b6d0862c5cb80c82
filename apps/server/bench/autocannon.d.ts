// autocannon ships no types; this declares the part the bench uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Fire from this many worker threads instead of the calling thread. */
    workers?: number;
  };
  type Histogram = { average: number; p50: number; p99: number };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
