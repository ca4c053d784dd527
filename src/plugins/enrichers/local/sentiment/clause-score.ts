// The score of one clause for per-asset sentiment. A clause is short, and the model, trained on
// whole headlines, reads a negated move weakly ("Bitcoin did not fall" scores about 0.1): its
// words "not" and "fall" lean bearish on their own. The lexicon's markers read the negation
// (tokenize.ts turns "did not fall" into <up>), so the clause's score blends the two.
import { classifySentiment } from './classify.js';
import type { LinearModel } from './linear-model.js';
import { shippedModel } from './model-file.js';
import { tokenize } from './tokenize.js';

/** How much the lexicon's lean counts against the model's score. */
export const LEXICON_WEIGHT = 0.5;

function isUpMarker(marker: string): boolean {
  return marker === '<up>' || marker.endsWith('_up>');
}

function isDownMarker(marker: string): boolean {
  return marker === '<down>' || marker.endsWith('_down>');
}

/** The lexicon's lean: tanh(moves up − moves down), −1 … 1; 0 when no move word is in the text. */
export function lexiconLean(text: string): number {
  let net = 0;
  for (const marker of tokenize(text).markers) {
    if (isUpMarker(marker)) net += 1;
    else if (isDownMarker(marker)) net -= 1;
  }
  return Math.tanh(net);
}

/** A clause's score, −1 (bearish) … 1 (bullish): the model's P(bullish) − P(bearish) blended with the lexicon's lean. */
export function clauseScore(text: string, model: LinearModel = shippedModel()): number {
  return (1 - LEXICON_WEIGHT) * classifySentiment(text, model).score + LEXICON_WEIGHT * lexiconLean(text);
}
