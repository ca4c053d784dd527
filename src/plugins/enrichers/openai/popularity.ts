import type { ArticleText, Score } from '../../sdk/index.js';
import type { ModelScore } from './answer-schema.js';
import { clamp, toScore } from './scores.js';

// The model reads one article and cannot see how many outlets carry the story or how readers
// voted, which is what popularity is about. So those signals carry most of the weight and the
// model's guess at the story's appeal carries the rest: a story only one source carries, with no
// votes, tops out at MODEL_WEIGHT × 100 = 35.
const MODEL_WEIGHT = 0.35;
/** Sources in one cluster at which the cluster signal is full (1 → 0, 2 → 25, 4 → 50, 8 → 75). */
const FULL_CLUSTER = 16;
/** Provider votes of any kind at which the vote signal is full (1 → 13, 10 → 45, 50 → 74). */
const FULL_VOTES = 200;

function clusterSignal(clusterSize: number): number {
  if (clusterSize <= 1) return 0;
  return clamp((100 * Math.log2(clusterSize)) / Math.log2(FULL_CLUSTER), 0, 100);
}

/** Every kind of vote counts, negative ones too: popularity is attention, not approval. */
export function totalVotes(votes: Record<string, number> | null): number {
  return Object.values(votes ?? {}).reduce((sum, count) => sum + (Number.isFinite(count) && count > 0 ? count : 0), 0);
}

function voteSignal(total: number): number {
  return clamp((100 * Math.log10(1 + total)) / Math.log10(1 + FULL_VOTES), 0, 100);
}

/**
 * Popularity from cluster size and votes (combined so that either one alone can fill the signal,
 * and both together more so), blended with the model's estimate of appeal.
 */
export function popularityScore(model: ModelScore, article: Pick<ArticleText, 'clusterSize' | 'votes'>): Score {
  const estimate = toScore(model);
  const votes = totalVotes(article.votes);
  const cluster = clusterSignal(article.clusterSize);
  const signal = 100 - ((100 - cluster) * (100 - voteSignal(votes))) / 100;
  const value = Math.round(clamp(MODEL_WEIGHT * estimate.value + (1 - MODEL_WEIGHT) * signal, 0, 100));
  const reasons = [
    ...(article.clusterSize > 1 ? [`cluster_size:${article.clusterSize}`] : []),
    ...(votes > 0 ? [`votes:${votes}`] : []),
    `model_estimate:${estimate.value}`,
    ...estimate.reasons,
  ];
  return { value, reasons };
}
