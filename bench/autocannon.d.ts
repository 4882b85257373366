/** The part of autocannon's API the benchmark uses (autocannon ships no types). */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** A function, or in workers mode the absolute path of a module exporting one. */
    setupRequest?: ((request: Request, context: Record<string, unknown>) => Request) | string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    workers?: number;
    requests?: Request[];
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: { p50: number; p99: number; average: number; max: number };
    requests: { sent: number; total: number; average: number };
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
