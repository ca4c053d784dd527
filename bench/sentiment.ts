// Speed of the local sentiment classifier on one core: texts per second and p95 µs per call,
// for headlines (classifySentiment) and for articles (classifyArticle: title + lead of the body).
// Goal: well under 1 ms per text, since the whole local enricher has 20 ms p95 per article.
// Run: npm run bench:sentiment [-- --rounds 5]
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { classifyArticle, classifySentiment } from '../src/plugins/enrichers/local/sentiment/index.js';
import { findSentimentCsv } from '../scripts/sentiment-training/dataset-path.js';
import { loadDataset } from '../scripts/sentiment-training/dataset.js';

const GOAL_P95_MICROS = 1000;
const MODEL = fileURLToPath(new URL('../src/plugins/enrichers/local/sentiment/model.json', import.meta.url));

// Used when the shared data is not beside the repository.
const SAMPLE_HEADLINES = [
  'Apple beats estimates as iPhone sales jump 12%; price target raised to $250 at Jefferies',
  'Tesla did not beat delivery forecasts, shares slide 4% premarket',
  'Fed to release minutes of its December meeting on Wednesday',
  '$BTC surges past $60,000 as ETF inflows hit a record https://t.co/abc',
  'Intel cuts full-year guidance, downgraded to sell at Goldman',
];

function headlines(): string[] {
  const csv = findSentimentCsv();
  return csv ? loadDataset(csv).records.map((r) => r.text) : SAMPLE_HEADLINES;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

/** Times each call on its own (for the percentiles) over `rounds` passes, after a warm-up pass. */
function timeCalls(inputs: readonly string[], rounds: number, call: (input: string) => unknown): { perSecond: number; p50: number; p95: number; p99: number } {
  for (const input of inputs) call(input);
  const micros: number[] = [];
  const start = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const t0 = performance.now();
      call(input);
      micros.push((performance.now() - t0) * 1000);
    }
  }
  const elapsed = performance.now() - start;
  micros.sort((a, b) => a - b);
  return { perSecond: (micros.length / elapsed) * 1000, p50: percentile(micros, 0.5), p95: percentile(micros, 0.95), p99: percentile(micros, 0.99) };
}

function report(name: string, r: ReturnType<typeof timeCalls>): string {
  const rate = Math.round(r.perSecond).toLocaleString('en');
  return `${name.padEnd(18)} ${rate.padStart(9)} /s   p50 ${r.p50.toFixed(1).padStart(6)} µs   p95 ${r.p95.toFixed(1).padStart(6)} µs   p99 ${r.p99.toFixed(1).padStart(6)} µs`;
}

function main(): void {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
  const rounds = Number(values.rounds);
  const loadStart = performance.now();
  classifySentiment('warm-up: loads model.json');
  const loadMs = performance.now() - loadStart;
  const texts = headlines();
  // Articles: a headline as the title and the next three headlines as the body's first sentences.
  const bodies = texts.map((_, i) => [1, 2, 3].map((k) => texts[(i + k) % texts.length]).join('. '));
  const single = timeCalls(texts, rounds, (text) => classifySentiment(text));
  const article = timeCalls(texts.map((_, i) => String(i)), rounds, (i) => classifyArticle(texts[Number(i)] ?? '', bodies[Number(i)] ?? ''));
  console.log(`model ${(statSync(MODEL).size / 1024).toFixed(0)} KB, loaded in ${loadMs.toFixed(0)} ms; ${texts.length} texts × ${rounds} rounds`);
  console.log(report('classifySentiment', single));
  console.log(report('classifyArticle', article));
  console.log(`goal p95 < ${GOAL_P95_MICROS} µs per text: ${single.p95 < GOAL_P95_MICROS ? 'met' : 'NOT met'}`);
}

main();
