// autocannon ships no types; this declares the part the benches use.
declare module 'autocannon' {
  /** One request of a connection's sequence; `setupRequest` makes each one up as it is sent. */
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** A function, or with `workers` the path of a file exporting it. */
    setupRequest?: ((request: Request) => Request) | string;
  };
  type Options = {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    /** A number of requests in all, instead of a duration. */
    amount?: number;
    /** Seconds a request may take before it counts as a timeout (10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    /** Fire from this many worker threads instead of the calling thread (no `setupRequest` then). */
    workers?: number;
  };
  type Histogram = { average: number; p50: number; p99: number };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    export type { Options, Request, Result };
  }
  export default autocannon;
}
