/**
 * The part of autocannon 8 the load test uses (it ships no types and @types/autocannon is not
 * installed). Shapes from its README, "API" and "Results".
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** Completed requests, for the `requests` histogram. */
    total: number;
  }

  interface Result {
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Histogram;
    requests: Histogram;
  }

  interface Options {
    url: string;
    connections?: number;
    amount?: number;
    /** Seconds the run lasts. */
    duration?: number;
    /** Requests per second across every connection. */
    overallRate?: number;
    /** Seconds to wait for one response. */
    timeout?: number;
    requests?: { method?: string; path?: string }[];
  }

  interface Instance extends EventEmitter {
    stop: () => void;
  }

  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;

  export default autocannon;
  export type { Result as AutocannonResult };
}
