// Popularity: how widely a story is being read and covered. Many sources carrying the same
// story and readers' votes on the provider count most; assets most readers follow and freshness
// add a little, so a story alone in one feed stays low.
import type { Score } from '../../../sdk/index.js';
import { formatAge, ScoreSheet } from './score-sheet.js';
import type { ArticleSignals } from './signals.js';

const NEGATIVE_VOTES = new Set(['negative', 'disliked', 'toxic']);
const POPULAR_TOPICS = ['crypto', 'markets', 'economy', 'stocks'];

function addCluster(sheet: ScoreSheet, clusterSize: number): void {
  if (clusterSize < 2) return;
  sheet.add(Math.min(45, 14 * Math.log2(clusterSize)), `cluster:${clusterSize}_sources`);
}

function addVotes(sheet: ScoreSheet, votes: Record<string, number> | null): void {
  if (!votes) return;
  let engagement = 0;
  for (const [kind, count] of Object.entries(votes)) if (!NEGATIVE_VOTES.has(kind) && count > 0) engagement += count;
  if (engagement > 0) sheet.add(Math.min(30, 6 * Math.log2(1 + engagement)), `votes:total=${engagement}`);
  const important = votes.important ?? 0;
  if (important > 0) sheet.add(Math.min(10, 3 * Math.log2(1 + important)), `votes:important=${important}`);
}

function addTickers(sheet: ScoreSheet, s: ArticleSignals): void {
  const tiers = s.tickers.map((t) => ({ symbol: t.symbol, tier: t.asset?.tier }));
  const best = tiers.find((t) => t.tier === 1) ?? tiers.find((t) => t.tier === 2);
  if (best) sheet.add(best.tier === 1 ? 12 : 6, `ticker_popularity:${best.symbol}`);
}

/** 0–100: cross-source cluster size, provider votes, ticker popularity, topic, freshness. */
export function popularityScore(s: ArticleSignals): Score {
  const sheet = new ScoreSheet(5);
  addCluster(sheet, s.article.clusterSize);
  addVotes(sheet, s.article.votes);
  addTickers(sheet, s);
  const topic = POPULAR_TOPICS.find((id) => s.categories.some((c) => c === id));
  if (topic) sheet.add(4, `topic:${topic}`);
  sheet.add(Math.round(s.article.sourceWeight * 0.1), `source_weight:${s.article.sourceWeight}`);
  if (s.ageHours < 6) sheet.add(6, `recency:${formatAge(s.ageHours)}`);
  return sheet.toScore();
}
