// The article's sentiment: our classifier's reading, blended with the provider's score when
// the source sends one (Marketaux scores entities; its article score is their mean).
import type { RawEntity, Sentiment } from '../../sdk/index.js';

export type Probabilities = Record<Sentiment, number>;

/** What the local classifier answers for an article (see ./sentiment). */
export interface ClassifierResult {
  label: Sentiment;
  /** P(bullish) − P(bearish), −1 … 1. */
  score: number;
  probabilities: Probabilities;
}

/**
 * Weights of the blend. The provider's score is a second opinion from a model that read the
 * whole article (ours reads the title and the lead), so it counts, but ours leads: it is tuned
 * for finance headlines and its errors are measured (see ./sentiment). Entity scores alone
 * are a weaker signal (they describe one company, not the story), hence the lower weight.
 */
export const PROVIDER_WEIGHT = 0.35;
export const ENTITY_WEIGHT = 0.2;

export interface BlendedSentiment {
  label: Sentiment;
  score: number;
}

const clamp = (value: number) => Math.max(-1, Math.min(1, value));

/** A provider's single score as probabilities: its size is confidence, its sign the side. */
function providerProbabilities(score: number): Probabilities {
  const s = clamp(score);
  return { bullish: Math.max(s, 0), bearish: Math.max(-s, 0), neutral: 1 - Math.abs(s) };
}

function providerOpinion(providerSentiment: number | null, entities: readonly RawEntity[]): { score: number; weight: number } | null {
  if (providerSentiment !== null && Number.isFinite(providerSentiment)) return { score: providerSentiment, weight: PROVIDER_WEIGHT };
  const scored = entities.flatMap((e) => (typeof e.sentiment === 'number' && Number.isFinite(e.sentiment) ? [e.sentiment] : []));
  if (scored.length === 0) return null;
  return { score: scored.reduce((a, b) => a + b, 0) / scored.length, weight: ENTITY_WEIGHT };
}

function argmax(p: Probabilities): Sentiment {
  // Ties go to neutral: a story we cannot call is not news of a rise or a fall.
  if (p.neutral >= p.bullish && p.neutral >= p.bearish) return 'neutral';
  return p.bullish >= p.bearish ? 'bullish' : 'bearish';
}

/**
 * Blends probabilities: (1 − w)·ours + w·provider's, so the score (P(bullish) − P(bearish))
 * is the same weighted mean of the two scores. Without a provider our result stands as it is.
 */
export function blendSentiment(model: ClassifierResult, providerSentiment: number | null, entities: readonly RawEntity[] = []): BlendedSentiment {
  const opinion = providerOpinion(providerSentiment, entities);
  if (!opinion) return { label: model.label, score: clamp(model.score) };
  const provider = providerProbabilities(opinion.score);
  const w = opinion.weight;
  const mixed: Probabilities = {
    bullish: (1 - w) * model.probabilities.bullish + w * provider.bullish,
    bearish: (1 - w) * model.probabilities.bearish + w * provider.bearish,
    neutral: (1 - w) * model.probabilities.neutral + w * provider.neutral,
  };
  return { label: argmax(mixed), score: clamp(mixed.bullish - mixed.bearish) };
}
