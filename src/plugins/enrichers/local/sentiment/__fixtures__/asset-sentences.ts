// The per-asset sentiment sets and their scoring: asset-sentences.json, looked at while the method
// was built, and asset-sentences-held-out.json, written after it was fixed. Each case is a headline (with
// an optional body) and the sentiment it gives each asset it names. An asset's answer is the
// enricher's `tickerSentiments[symbol]`, else the article's label; an asset the enricher does
// not find is a miss. Shared by asset-sentences.test.ts and bench/asset-sentiment.ts.
import { readFileSync } from 'node:fs';
import type { EnricherInstance, Sentiment } from '../../../../sdk/index.js';

export interface AssetSentenceCase {
  kind: string;
  text: string;
  body?: string;
  expected: Record<string, Sentiment>;
}

export interface AssetSentenceMiss {
  text: string;
  symbol: string;
  expected: Sentiment;
  /** What the enricher gave, or "not found" when the asset is not among its tickers. */
  got: Sentiment | 'not found';
}

export interface AssetSentenceScore {
  cases: number;
  /** One per asset of each case. */
  labels: number;
  correct: number;
  accuracy: number;
  /** Cases whose every asset is right. */
  casesRight: number;
  byKind: Record<string, { labels: number; correct: number }>;
  misses: AssetSentenceMiss[];
}

export const ASSET_SENTENCE_SETS = { development: 'asset-sentences.json', heldOut: 'asset-sentences-held-out.json' } as const;

/** The cases of one of the sets. */
export function assetSentenceCases(set: keyof typeof ASSET_SENTENCE_SETS): AssetSentenceCase[] {
  const file = JSON.parse(readFileSync(new URL(`./${ASSET_SENTENCE_SETS[set]}`, import.meta.url), 'utf8')) as { cases: AssetSentenceCase[] };
  return file.cases;
}

const PUBLISHED = new Date('2025-06-10T11:00:00Z');

/** Runs the enricher over every case and counts its answers per asset. */
export async function scoreAssetSentences(enricher: EnricherInstance, cases: readonly AssetSentenceCase[]): Promise<AssetSentenceScore> {
  const score: AssetSentenceScore = { cases: cases.length, labels: 0, correct: 0, accuracy: 0, casesRight: 0, byKind: {}, misses: [] };
  for (const [i, c] of cases.entries()) {
    const result = await enricher.enrich({
      id: i + 1, title: c.text, text: c.body ?? '', url: null, source: 'fixture', sourceWeight: 1, publishedAt: PUBLISHED,
      categories: [], entities: [], providerSentiment: null, votes: null, clusterSize: 1, language: 'en',
    });
    const kind = (score.byKind[c.kind] ??= { labels: 0, correct: 0 });
    let allRight = true;
    for (const [symbol, expected] of Object.entries(c.expected)) {
      const got = result.tickers.includes(symbol) ? (result.tickerSentiments?.[symbol] ?? result.sentiment ?? 'not found') : 'not found';
      score.labels += 1;
      kind.labels += 1;
      if (got === expected) {
        score.correct += 1;
        kind.correct += 1;
      } else {
        allRight = false;
        score.misses.push({ text: c.text, symbol, expected, got });
      }
    }
    if (allRight) score.casesRight += 1;
  }
  score.accuracy = score.labels === 0 ? 0 : score.correct / score.labels;
  return score;
}

/** The score as lines a person reads: the totals, each kind, then each miss. */
export function describeAssetScore(name: string, score: AssetSentenceScore): string[] {
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)} %`;
  return [
    `${name}: ${score.correct}/${score.labels} asset labels right (${pct(score.correct, score.labels)}) over ${score.cases} cases; every asset right in ${score.casesRight} (${pct(score.casesRight, score.cases)})`,
    ...Object.entries(score.byKind).map(([kind, k]) => `  ${kind}: ${k.correct}/${k.labels} (${pct(k.correct, k.labels)})`),
    ...score.misses.map((m) => `  miss: ${m.symbol} expected ${m.expected}, got ${m.got}: "${m.text}"`),
  ];
}
