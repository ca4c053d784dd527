import type { SentimentCount } from './repository.js';

/** Mentions by sentiment, and the importance-weighted sentiment index (docs/asset-data.md#the-sentiment-index). */
export interface Tally {
  mentions: number;
  bullish: number;
  bearish: number;
  neutral: number;
  /** −100 … 100, over the mentions assessed; null when none was. */
  index: number | null;
}

/**
 * Adds up counts of one asset: the index is (weight of bullish − weight of bearish) / weight of
 * all × 100, rounded, each mention weighing its article's importance (at least 1).
 */
export function tally(counts: readonly SentimentCount[]): Tally {
  const by = { bullish: 0, bearish: 0, neutral: 0 };
  const weight = { bullish: 0, bearish: 0, neutral: 0 };
  let mentions = 0;
  for (const count of counts) {
    mentions += count.mentions;
    // A mention in a language not read for sentiment counts as a mention, in no sentiment's share.
    if (count.sentiment === 'unassessed') continue;
    by[count.sentiment] += count.mentions;
    weight[count.sentiment] += count.weight;
  }
  const assessed = by.bullish + by.bearish + by.neutral;
  const all = weight.bullish + weight.bearish + weight.neutral;
  // + 0 turns a rounded −0 into 0.
  const index = assessed === 0 || all === 0 ? null : Math.round(((weight.bullish - weight.bearish) / all) * 100) + 0;
  return { mentions, ...by, index };
}
