import type { FeedCounts } from './feed-server.js';
import type { IngestRunResult } from './ingest-worker.js';

export const GOAL_MS = 20_000;
export const GOAL_RSS = 300 * 1024 * 1024;

export interface Run {
  label: string;
  result: IngestRunResult;
  served: FeedCounts;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const peakRss = (result: IngestRunResult) => Math.max(result.maxRss, result.sampledPeakRss);

// Each column: its title and how a run fills it, right-aligned to the width given.
const COLUMNS: [string, number, (run: Run) => string][] = [
  ['stored', 8, ({ result }) => seconds(result.wallMs)],
  ['enriched', 9, ({ result }) => (result.enriched > 0 ? seconds(result.enrichedMs) : '—')],
  ['CPU', 8, ({ result }) => seconds(result.cpuMs)],
  ['parsed/s', 9, ({ result }) => (result.fetched > 0 ? String(Math.round(result.fetched / (result.wallMs / 1000))) : '—')],
  ['peak RSS', 8, ({ result }) => mb(peakRss(result))],
  ['start / heap', 15, ({ result }) => `${mb(result.startRss)} / ${mb(result.peakHeapUsed)}`],
  ['200/304', 8, ({ served }) => `${served.full}/${served.notModified}`],
  ['parsed', 6, ({ result }) => String(result.fetched)],
  ['added', 6, ({ result }) => String(result.added)],
  ['rows', 6, ({ result }) => String(result.rows)],
  ['enriched', 8, ({ result }) => String(result.enriched)],
  ['clusters', 8, ({ result }) => String(result.clusters)],
];

function line(label: string, cells: string[]): string {
  return `  ${label.padEnd(20)}${cells.map((cell, i) => `  ${cell.padStart(COLUMNS[i]![1])}`).join('')}`;
}

function describeRun(run: Run): string {
  const problems = [...run.result.failed.slice(0, 3)];
  if (run.result.pendingFullText > 0) problems.push(`${run.result.pendingFullText} articles queued for full text`);
  const row = line(run.label, COLUMNS.map(([, , cell]) => cell(run)));
  return problems.length > 0 ? `${row}\n    ! ${problems.join('\n    ! ')}` : row;
}

function goals(runs: Run[]): string {
  const first = runs[0]!.result;
  const firstMs = first.enriched > 0 ? first.enrichedMs : first.wallMs;
  const peak = Math.max(...runs.map((run) => peakRss(run.result)));
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  return `  goal first ingest ≤ ${GOAL_MS / 1000} s${first.enriched > 0 ? ' (enriched)' : ''}: ${verdict(firstMs <= GOAL_MS)}; goal peak RSS ≤ ${mb(GOAL_RSS)}: ${verdict(peak <= GOAL_RSS)} (${mb(peak)})`;
}

/** The table for one database; the goals line only where the goals apply (PostgreSQL). */
export function describeRuns(name: string, runs: Run[], withGoals: boolean): string {
  const rows = runs.map((run) => run.result.rows);
  const same = rows.every((n) => n === rows[0]);
  return [
    name,
    line('run', COLUMNS.map(([title]) => title)),
    ...runs.map(describeRun),
    `  rows the same after every run: ${same ? 'yes' : `NO (${rows.join(', ')})`}`,
    ...(withGoals ? [goals(runs)] : []),
  ].join('\n');
}
