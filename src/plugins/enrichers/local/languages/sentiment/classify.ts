import type { Sentiment } from '../../../../sdk/index.js';
import type { SentimentResult } from '../../sentiment/classify.js';
import { CLASSES, labelOf, logitsOf, softmax } from '../../sentiment/linear-model.js';
import type { PackLanguage } from '../pack.js';
import { featuresOf } from './features.js';
import { lexiconFor, modelFor } from './languages.js';
import { partsIn } from './lead.js';

function resultOf(p: ArrayLike<number>, polarMargin: number): SentimentResult {
  const probabilities: Record<Sentiment, number> = { bearish: p[0] ?? 0, bullish: p[1] ?? 0, neutral: p[2] ?? 0 };
  const label = CLASSES[labelOf(p, polarMargin)] ?? 'neutral';
  return { label, score: probabilities.bullish - probabilities.bearish, probabilities };
}

function probabilitiesIn(language: PackLanguage, text: string): Float64Array {
  return softmax(logitsOf(modelFor(language), featuresOf(lexiconFor(language), text)));
}

/** Classifies one short text (a headline or a sentence) in a pack language. */
export function classifyTextIn(language: PackLanguage, text: string): SentimentResult {
  return resultOf(probabilitiesIn(language, text), modelFor(language).polarMargin);
}

/**
 * Classifies an article in a pack language from its title and the lead of its body, as the
 * English classifyArticle does: each text on its own, the probabilities pooled by weight
 * (lead.ts), the label by the language model's polar margin. score = P(bullish) − P(bearish).
 */
export function classifyInLanguage(language: PackLanguage, title: string, body: string): SentimentResult {
  const pooled = new Float64Array(CLASSES.length);
  for (const { text, weight } of partsIn(language, title, body)) {
    probabilitiesIn(language, text).forEach((p, c) => {
      pooled[c] = (pooled[c] ?? 0) + weight * p;
    });
  }
  return resultOf(pooled, modelFor(language).polarMargin);
}
