// The load generator of bench/load.ts: requests sent at a fixed rate whatever the answers do
// (open loop), so a slow server meets a growing queue, as it would with real visitors, instead of
// a client that politely waits. Latency runs from the moment a request was due, not from when a
// free connection took it, so time spent queued on this side counts too.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface LoadRequest {
  /** Which part of the mix it belongs to (feed, article, market, recommendations). */
  kind: string;
  origin: string;
  path: string;
  headers?: Record<string, string>;
}

interface Sample {
  kind: string;
  ms: number;
  /** The HTTP status, or 0 when no answer came (connection error or timeout). */
  status: number;
  /** When it was due, in seconds from the start. */
  at: number;
}

export interface LoadResult {
  seconds: number;
  samples: Sample[];
}

const TICK_MS = 5;
const TIMEOUT_MS = 10_000;

/**
 * Sends `rate` requests a second for `seconds`, each made by `next`, through at most `connections`
 * keep-alive connections per origin; resolves once every answer is in.
 */
export async function runOpenLoop(options: { rate: number; seconds: number; connections: number; next: () => LoadRequest }): Promise<LoadResult> {
  const pools = new Map<string, Pool>();
  const poolFor = (origin: string) => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { connections: options.connections, pipelining: 1, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
      pools.set(origin, pool);
    }
    return pool;
  };
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const total = Math.round(options.rate * options.seconds);
  const gapMs = 1000 / options.rate;
  const started = performance.now();

  const send = (due: number) => {
    const request = options.next();
    const done = poolFor(request.origin)
      .request({ method: 'GET', path: request.path, headers: request.headers ?? {} })
      .then(async (answer) => {
        await answer.body.dump();
        samples.push({ kind: request.kind, ms: performance.now() - due, status: answer.statusCode, at: (due - started) / 1000 });
      })
      .catch(() => {
        samples.push({ kind: request.kind, ms: performance.now() - due, status: 0, at: (due - started) / 1000 });
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      while (sent < total && sent * gapMs <= elapsed) {
        send(started + sent * gapMs);
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  const seconds = (performance.now() - started) / 1000;
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  return { seconds, samples };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One line of figures: answered req/s, p50/p90/p99/max, answers that were not 2xx, and failures. */
export function describe(name: string, samples: Sample[], seconds: number): string {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const non2xx = samples.filter((s) => s.status !== 0 && (s.status < 200 || s.status > 299)).length;
  const failed = samples.filter((s) => s.status === 0).length;
  const ms = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  return `  ${name.padEnd(28)}${(samples.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${ms(50)}   p90 ${ms(90)}   p99 ${ms(99)}   max ${(sorted.at(-1) ?? 0).toFixed(0)} ms   non-2xx ${non2xx}   errors ${failed}`;
}

/** The whole run's line, then one per kind of request. */
export function describeByKind(title: string, result: LoadResult): string {
  const kinds = [...new Set(result.samples.map((s) => s.kind))];
  const lines = [describe(title, result.samples, result.seconds)];
  if (kinds.length > 1) for (const kind of kinds) lines.push(describe(`  ${kind}`, result.samples.filter((s) => s.kind === kind), result.seconds));
  return lines.join('\n');
}

/** p99 of each `seconds` slice of the run, by when requests were due: when in the run the slow answers came. */
export function p99BySlice(result: LoadResult, seconds: number): string {
  const slices: number[][] = [];
  for (const s of result.samples) (slices[Math.floor(s.at / seconds)] ??= []).push(s.ms);
  return slices.map((slice) => percentile(slice.sort((a, b) => a - b), 99).toFixed(0)).join(', ');
}

/** Status codes that were not 2xx, with how often each came, e.g. "429×12, 500×1". */
export function unexpectedStatuses(result: LoadResult): string {
  const counts = new Map<string, number>();
  for (const s of result.samples) if (s.status < 200 || s.status > 299) counts.set(`${s.kind} ${s.status || 'error'}`, (counts.get(`${s.kind} ${s.status || 'error'}`) ?? 0) + 1);
  return [...counts].map(([key, n]) => `${key}×${n}`).join(', ');
}
