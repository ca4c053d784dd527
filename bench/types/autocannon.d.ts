// autocannon ships no types; this covers the part the HTTP benchmark uses.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    }
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      /** Rewrites each request before it is sent. */
      setupRequest?: (request: Request) => Request;
    }
    interface Instance {
      on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): Instance;
    }
    interface Histogram {
      average: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export = autocannon;
}
