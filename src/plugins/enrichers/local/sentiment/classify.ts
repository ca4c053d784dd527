import type { Sentiment } from '../../../sdk/index.js';
import { type FeatureRows, featureRows, knownFeatureRows } from './features.js';
import { CLASSES, labelOf, type LinearModel, logitsOfRows, softmax } from './linear-model.js';
import { shippedModel } from './model-file.js';

export type SentimentProbabilities = Record<Sentiment, number>;

export interface SentimentResult {
  label: Sentiment;
  /** P(bullish) − P(bearish): −1 (surely bearish) … 1 (surely bullish). */
  score: number;
  probabilities: SentimentProbabilities;
}

/** How much the title counts against the body's lead when classifying an article. */
export const TITLE_WEIGHT = 0.6;
/** The lead: at most this many sentences from the start of the body… */
export const LEAD_SENTENCES = 3;
/** …found within this many characters (the model learnt from headlines, not long prose). */
export const LEAD_CHARS = 600;
const MIN_SENTENCE_CHARS = 20;

/**
 * The label for probabilities mixed elsewhere (e.g. blended with a provider's score), by the
 * same rule as the classifier's own: a polar label must beat the opposite one by the model's margin.
 */
export function labelFromProbabilities(p: SentimentProbabilities, model: LinearModel = shippedModel()): Sentiment {
  return CLASSES[labelOf([p.bearish, p.bullish, p.neutral], model.polarMargin)] ?? 'neutral';
}

function resultOf(p: ArrayLike<number>, model: LinearModel): SentimentResult {
  const probabilities = { bearish: p[0] ?? 0, bullish: p[1] ?? 0, neutral: p[2] ?? 0 };
  const label = CLASSES[labelOf(p, model.polarMargin)] ?? 'neutral';
  return { label, score: probabilities.bullish - probabilities.bearish, probabilities };
}

// Each model's bigram look-up, built on first use: one per model object, gone with it.
const rowLookups = new WeakMap<LinearModel, FeatureRows>();

/** The model's feature rows, built once per model. */
export function rowLookupOf(model: LinearModel): FeatureRows {
  let lookup = rowLookups.get(model);
  if (!lookup) {
    lookup = featureRows(model.index);
    rowLookups.set(model, lookup);
  }
  return lookup;
}

/** softmax(logitsOf(model, featuresOf(text))), with the features' rows looked up as they are found. */
function probabilitiesOf(text: string, model: LinearModel): Float64Array {
  return softmax(logitsOfRows(model, knownFeatureRows(text, rowLookupOf(model))));
}

/** Classifies one short text (a headline or a sentence) with the shipped model unless given another. */
export function classifySentiment(text: string, model: LinearModel = shippedModel()): SentimentResult {
  return resultOf(probabilitiesOf(text, model), model);
}

function comparable(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Body characters read beyond the lead's, for the runs of spaces that collapse. */
const SPARE_CHARS = 100;
// Spacing other than single spaces: only then is there anything to collapse.
const UNEVEN_SPACING = /[^\S ]| {2}/;

/**
 * The body with its spacing collapsed, trimmed, cut to `chars`. Collapsing never lengthens text,
 * so a little more than `chars` of the body is enough unless it is full of spaces; then the whole is read.
 */
function collapsedHead(body: string, chars: number): string {
  if (body.length > chars + SPARE_CHARS) {
    const start = body.slice(0, chars + SPARE_CHARS);
    const head = (UNEVEN_SPACING.test(start) ? start.replace(/\s+/g, ' ') : start).trim();
    // Longer than `chars`, it cannot end in a space the whole body's trim would have kept.
    if (head.length > chars) return head.slice(0, chars);
  }
  return body.replace(/\s+/g, ' ').trim().slice(0, chars);
}

/** The first few whole sentences of the body, leaving out one that only repeats the title. */
export function leadSentences(title: string, body: string): string[] {
  const head = collapsedHead(body, LEAD_CHARS);
  const sentences = head.split(/(?<=[.!?])\s+(?=["“'(]?[A-Z0-9$])/);
  // The slice may cut the last sentence short; keep it only when it is the sole one.
  const whole = sentences.length > 1 && head.length === LEAD_CHARS ? sentences.slice(0, -1) : sentences;
  const titleKey = comparable(title);
  const lead: string[] = [];
  for (const sentence of whole) {
    if (lead.length === LEAD_SENTENCES) break;
    if (sentence.length >= MIN_SENTENCE_CHARS && comparable(sentence) !== titleKey) lead.push(sentence);
  }
  return lead;
}

/** The texts an article is read from and how much each counts: see classifyArticle. */
export function articleParts(title: string, body: string): { text: string; weight: number }[] {
  const lead = leadSentences(title, body);
  if (lead.length === 0) return [{ text: title, weight: 1 }];
  const titleWeight = title.trim() === '' ? 0 : TITLE_WEIGHT;
  return [{ text: title, weight: titleWeight }, ...lead.map((text) => ({ text, weight: (1 - titleWeight) / lead.length }))];
}

/**
 * Classifies an article from its title and the lead of its body. The model learnt from
 * headlines, so it reads each lead sentence as one; the probabilities are then pooled:
 * the title weighs TITLE_WEIGHT, the lead sentences share the rest equally. With no usable
 * lead the title decides alone, and with no title the lead does.
 */
export function classifyArticle(title: string, body: string, model: LinearModel = shippedModel()): SentimentResult {
  const parts = articleParts(title, body);
  if (parts.length === 1) return classifySentiment(title, model);
  const pooled = new Float64Array(CLASSES.length);
  for (const { text, weight } of parts) {
    if (weight === 0) continue;
    probabilitiesOf(text, model).forEach((p, c) => {
      pooled[c] = (pooled[c] ?? 0) + weight * p;
    });
  }
  return resultOf(pooled, model);
}
