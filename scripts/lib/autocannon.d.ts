// autocannon ships no type declarations: the slice of its programmatic API that scripts/bench.ts uses.
declare module "autocannon" {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    title?: string;
    /** Requests sent in turn on each connection (instead of a GET of `url`). */
    requests?: Request[];
  }

  /** One request of `requests`; `context` is per connection, shared by its requests. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send: returns the request to send (a new body, say). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    "2xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds. */
    latency: Histogram;
    /** Requests per second (samples of one second). */
    requests: Histogram & { sent: number };
    /** Bytes per second (samples of one second). */
    throughput: Histogram;
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
    on(event: "error", listener: (error: Error) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
