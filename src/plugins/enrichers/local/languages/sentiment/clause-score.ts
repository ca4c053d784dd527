// A clause's own sentiment, for each asset it names. As in English (../../sentiment/clause-score.ts),
// the model's score is blended with the lexicon's lean: a short clause gives the model little to
// go on, and the lexicon reads its negations ("no cae", "fällt nicht").
import { LEXICON_WEIGHT } from '../../sentiment/clause-score.js';
import type { PackLanguage } from '../pack.js';
import { classifyTextIn } from './classify.js';
import { readText } from './features.js';
import { lexiconFor } from './languages.js';
import { isBalance } from './markers.js';

/** The lexicon's lean: tanh(bullish markers − bearish markers), −1 … 1; 0 with none. */
export function lexiconLeanIn(language: PackLanguage, text: string): number {
  const net = readText(lexiconFor(language), text).markers.reduce((sum, m) => (isBalance(m) ? sum : sum + m.direction), 0);
  return Math.tanh(net);
}

/** A clause's score, −1 (bearish) … 1 (bullish): the model's P(bullish) − P(bearish) blended with the lexicon's lean. */
export function clauseScoreIn(language: PackLanguage, text: string): number {
  return (1 - LEXICON_WEIGHT) * classifyTextIn(language, text).score + LEXICON_WEIGHT * lexiconLeanIn(language, text);
}
