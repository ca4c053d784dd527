// The feature names a text gives the model: its stems (negated ones as `not_<stem>`), each two
// neighbouring ones, and the lexicon's markers. Presence only, each name once: in a headline a
// word seldom repeats, and counting it would mostly reward repetition.
import type { Lexicon } from './lexicon.js';
import { type Marker, readLexicon } from './markers.js';
import { type Token, tokenize } from './tokenize.js';

/** A text as the engine reads it. */
export interface ReadText {
  tokens: Token[];
  markers: Marker[];
  /** The feature name of each token, same positions as `tokens`. */
  terms: string[];
  /** What the text's moves move ("up~taux"): see markers.ts. */
  moved: string[];
}

function termOf(token: Token): string {
  // A word both negated and turned by a comparison ("fällt nicht langsamer als …") reads as it is.
  return token.negated !== token.turned ? `not_${token.stem}` : token.stem;
}

/** Tokens, lexicon markers and the terms features are made from. */
export function readText(lexicon: Lexicon, text: string): ReadText {
  const tokens = tokenize(lexicon.language, text, lexicon);
  return { tokens, ...readLexicon(tokens, lexicon), terms: tokens.map(termOf) };
}

/** The feature names of a read text: unigrams, bigrams, markers. */
export function featuresOfRead({ terms, markers, moved }: ReadText): string[] {
  const names = new Set<string>([...terms, ...moved]);
  for (let i = 1; i < terms.length; i++) names.add(`${terms[i - 1]} ${terms[i]}`);
  for (const marker of markers) names.add(marker.name);
  return [...names];
}

/** The feature names of one text (a headline or a sentence). */
export function featuresOf(lexicon: Lexicon, text: string): string[] {
  return featuresOfRead(readText(lexicon, text));
}
