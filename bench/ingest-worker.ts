// One ingest run of bench/ingest.ts, in its own process so its peak RSS is the pipeline's alone
// (the feed server stays in the parent). Configured by the environment like AlphaWire itself;
// BENCH_SOURCES_FILE, when set, names a JSON list of feed URLs to add as sources first;
// BENCH_ENRICH=false leaves the local enricher out, to time fetching and storing alone.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { rssSource } from '../src/plugins/sources/rss/index.js';
import { loadConfig } from '../src/server/config.js';
import { type AppContext, createContext } from '../src/server/context.js';
import { createLogger } from '../src/server/logger.js';
import { createSourcesRepository } from '../src/server/modules/sources/repository.js';

export interface IngestRunResult {
  /** From the start of fetchAll until every article is stored, and until every one is enriched too. */
  wallMs: number;
  enrichedMs: number;
  enriched: number;
  /** CPU time (user + system) this process spent from the start of fetchAll to the end of enrichment. */
  cpuMs: number;
  sources: number;
  fetched: number;
  added: number;
  notModified: number;
  failed: string[];
  rows: number;
  clusters: number;
  pendingFullText: number;
  /** Highest RSS seen by sampling every 50 ms, and the kernel's own peak (getrusage), in bytes. */
  sampledPeakRss: number;
  maxRss: number;
  /** Highest V8 heap in use and ArrayBuffer memory seen by the same sampling, in bytes. */
  peakHeapUsed: number;
  peakArrayBuffers: number;
  /** RSS once the modules are loaded and the database is open, before any fetch. */
  startRss: number;
}

const SAMPLE_MS = 50;

type MemoryPeaks = Pick<NodeJS.MemoryUsage, 'rss' | 'heapUsed' | 'arrayBuffers'>;

function sampleMemory(): { peaks: MemoryPeaks; stop: () => void } {
  const peaks: MemoryPeaks = { rss: 0, heapUsed: 0, arrayBuffers: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peaks.rss = Math.max(peaks.rss, now.rss);
    peaks.heapUsed = Math.max(peaks.heapUsed, now.heapUsed);
    peaks.arrayBuffers = Math.max(peaks.arrayBuffers, now.arrayBuffers);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return { peaks, stop: () => clearInterval(timer) };
}

// Through the repository, not the sources service: the service would fetch each one as it is added.
async function addSources(ctx: AppContext, file: string): Promise<void> {
  const urls = JSON.parse(readFileSync(file, 'utf8')) as string[];
  const sources = createSourcesRepository(ctx.knex);
  for (const [n, url] of urls.entries()) {
    await sources.insert({ name: `Market News ${n}`, type: 'rss', plugin: 'rss', url, categories: ['markets'], enabled: true });
  }
}

async function count(ctx: AppContext, table: string, where: Record<string, string> = {}): Promise<number> {
  const row = await ctx.knex(table).where(where).count<{ n: number }[]>('* as n').first();
  return Number(row?.n ?? 0);
}

async function run(): Promise<IngestRunResult> {
  const memory = sampleMemory();
  const config = loadConfig(process.env);
  // Imported only when used, so a run without enrichment holds none of the enricher's models.
  const enrich = process.env.BENCH_ENRICH !== 'false';
  const plugins = enrich ? [rssSource, (await import('../src/plugins/enrichers/local/index.js')).localEnricher] : [rssSource];
  const ctx = await createContext(config, createLogger(config.LOG_LEVEL), plugins);
  try {
    if (process.env.BENCH_SOURCES_FILE) await addSources(ctx, process.env.BENCH_SOURCES_FILE);
    const startRss = process.memoryUsage().rss;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const outcomes = await ctx.services.scheduler.fetchAll();
    const wallMs = performance.now() - started;
    // As `alphawire fetch` does: full text first, since a page read queues its article for enrichment.
    await ctx.services.fullText.onIdle();
    await ctx.services.enrichment.onIdle();
    const enrichedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    memory.stop();
    return {
      wallMs,
      enrichedMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      enriched: await count(ctx, 'articles', { enrichment_status: 'done' }),
      sources: outcomes.length,
      fetched: outcomes.reduce((sum, o) => sum + o.fetched, 0),
      added: outcomes.reduce((sum, o) => sum + o.added, 0),
      notModified: outcomes.filter((o) => o.notModified).length,
      failed: outcomes.filter((o) => o.error).map((o) => `${o.sourceName}: ${o.error}`),
      rows: await count(ctx, 'articles'),
      clusters: await count(ctx, 'story_clusters'),
      pendingFullText: await count(ctx, 'articles', { full_content_status: 'pending' }),
      sampledPeakRss: memory.peaks.rss,
      maxRss: process.resourceUsage().maxRSS * 1024,
      peakHeapUsed: memory.peaks.heapUsed,
      peakArrayBuffers: memory.peaks.arrayBuffers,
      startRss,
    };
  } finally {
    await ctx.close();
  }
}

const result = await run();
process.send?.(result);
process.disconnect?.();
