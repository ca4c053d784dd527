import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the database's connection pool holds right now (PGlite's pool is its one connection). */
export interface PoolState {
  used: number;
  free: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/** Readings taken at each scrape, from pieces made after the metrics (see watch()). */
export interface MetricsProbes {
  enrichmentQueue(): number;
  fullTextQueue(): number;
  pool(): PoolState | null;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A source as the ingestion series label it: by id (stable) and name (readable). */
export interface SourceLabel {
  id: number;
  name: string;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SLOW_SECONDS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900];

/**
 * The app's Prometheus series, in a registry of their own: two apps in one process (tests) never
 * share a series. Pieces record through the methods below; nothing here reaches for a global.
 */
export function createMetrics({ processMetrics }: { processMetrics: boolean }) {
  const registry = new Registry();
  // The process collectors keep timers and observers: started only where /metrics can be read.
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let probes: MetricsProbes = { enrichmentQueue: () => 0, fullTextQueue: () => 0, pool: () => null };

  const httpDuration = new Histogram({ name: 'alphawire_http_request_duration_seconds', help: 'HTTP requests by route pattern, method and status', labelNames: ['method', 'route', 'status'], buckets: SECONDS, registers });
  const ingestionRuns = new Counter({ name: 'alphawire_ingestion_runs_total', help: 'Source fetches run', labelNames: ['source_id', 'source'], registers });
  const ingestionFailures = new Counter({ name: 'alphawire_ingestion_failures_total', help: 'Source fetches that failed (the error is on the source)', labelNames: ['source_id', 'source'], registers });
  const ingestionItems = new Counter({ name: 'alphawire_ingestion_items_total', help: 'Feed items fetched, and articles added from them', labelNames: ['source_id', 'source', 'stage'], registers });
  const fetchDuration = new Histogram({ name: 'alphawire_ingestion_fetch_duration_seconds', help: 'Time a source plugin took to fetch, failures included', labelNames: ['source_id', 'source'], buckets: SLOW_SECONDS, registers });
  const enrichmentLatency = new Histogram({ name: 'alphawire_enrichment_latency_seconds', help: 'Time from an article queued for enrichment to its scores stored', buckets: SLOW_SECONDS, registers });
  const enrichedArticles = new Counter({ name: 'alphawire_enrichment_articles_total', help: 'Articles enriched, or failed for good', labelNames: ['outcome'], registers });
  const xPosts = new Counter({ name: 'alphawire_x_posts_total', help: 'Posts to X by mode (auto, manual, test) and outcome', labelNames: ['mode', 'outcome'], registers });
  const digests = new Counter({ name: 'alphawire_digests_total', help: 'Daily digest mails sent and failed', labelNames: ['outcome'], registers });
  const jobRuns = new Counter({ name: 'alphawire_job_runs_total', help: 'Scheduled job runs', labelNames: ['job'], registers });
  const jobFailures = new Counter({ name: 'alphawire_job_failures_total', help: 'Scheduled job runs that failed', labelNames: ['job'], registers });
  const jobDuration = new Histogram({ name: 'alphawire_job_duration_seconds', help: 'Time a scheduled job run took', labelNames: ['job'], buckets: SLOW_SECONDS, registers });
  const liveClients = new Gauge({ name: 'alphawire_live_clients', help: 'Browsers connected to the live updates stream', registers });
  const roles = new Gauge({ name: 'alphawire_role', help: 'The roles this process runs (SERVICES), each 1', labelNames: ['role'], registers });
  new Gauge({ name: 'alphawire_enrichment_queue_depth', help: 'Articles waiting for or in enrichment', registers, collect() { this.set(probes.enrichmentQueue()); } });
  new Gauge({ name: 'alphawire_full_text_queue_depth', help: 'Original pages waiting to be or being read', registers, collect() { this.set(probes.fullTextQueue()); } });
  new Gauge({
    name: 'alphawire_db_pool_connections',
    help: 'Database connections by state (used, free, max), and queries waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = probes.pool();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });

  const sourceLabels = (source: SourceLabel) => ({ source_id: String(source.id), source: source.name });

  return {
    registry,

    /** Hands in the readings taken at each scrape, once the pieces they read exist. */
    watch(next: MetricsProbes): void {
      probes = next;
    },

    request(labels: { method: string; route: string; status: number }, seconds: number): void {
      httpDuration.observe({ ...labels, status: String(labels.status) }, seconds);
    },

    /** The time a source's plugin took to fetch (failed fetches too). */
    fetchTook(source: SourceLabel, seconds: number): void {
      fetchDuration.observe(sourceLabels(source), seconds);
    },

    /** One source run: what it brought, and whether it failed. */
    sourceRun(source: SourceLabel, outcome: { fetched: number; added: number; error: string | null }): void {
      const labels = sourceLabels(source);
      ingestionRuns.inc(labels);
      if (outcome.error !== null) ingestionFailures.inc(labels);
      ingestionItems.inc({ ...labels, stage: 'fetched' }, outcome.fetched);
      ingestionItems.inc({ ...labels, stage: 'added' }, outcome.added);
    },

    enriched(outcome: 'enriched' | 'failed', waitedSeconds: number): void {
      enrichedArticles.inc({ outcome });
      enrichmentLatency.observe(waitedSeconds);
    },

    xPost(mode: string, outcome: 'posted' | 'failed'): void {
      xPosts.inc({ mode, outcome });
    },

    digest(outcome: 'sent' | 'failed'): void {
      digests.inc({ outcome });
    },

    /** Times one run of a scheduled job, counting it as failed when it throws (the error goes on). */
    async job<T>(job: string, work: () => Promise<T>): Promise<T> {
      const end = jobDuration.startTimer({ job });
      jobRuns.inc({ job });
      try {
        return await work();
      } catch (error) {
        jobFailures.inc({ job });
        throw error;
      } finally {
        end();
      }
    },

    liveClients(count: number): void {
      liveClients.set(count);
    },

    /** The roles this process runs, so dashboards can tell web instances from workers. */
    roles(list: readonly string[]): void {
      for (const role of list) roles.set({ role }, 1);
    },
  };
}
