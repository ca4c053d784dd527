import { MONEY } from './amounts.js';
import { markComparisons } from './comparisons.js';
import { NEGATION_FILLERS, NEGATION_SCOPE, NEGATORS } from './lexicon.js';
import { financeMarkers, type MarkedWords } from './markers.js';

/**
 * A headline as the classifier reads it: `words` feed unigrams and bigrams (negated words carry
 * a `not_` prefix), `markers` are extra unigram-only features (lexicon polarity, outlook and
 * rating moves, "has cashtag").
 */
export interface Tokens {
  words: string[];
  markers: string[];
  /** Each word as the text has it (lower case, without the `not_` prefix), negated or not, its clause; same positions as `words`. */
  marked: MarkedWords;
  /** For each marker, the positions of the words it was read from ([] for "has cashtag"). */
  origins: number[][];
}

const URL = /\b(?:https?:\/\/|www\.)\S+/g;
// A cashtag starts with a letter ("$BYND", "$BRK.B"); "$18" is money, handled below.
const CASHTAG = /\$([a-z][a-z0-9]{0,9}(?:\.[a-z])?)\b/g;
// A sign right after a digit or % is a range ("1.3%-1.5%"), not a direction.
const PERCENT = /(?<![\w%])([+\-−]?)\d[\d,]*(?:\.\d+)?\s?(?:%|percent\b|pct\b)/g;
// Placeholders, words (with inner apostrophes or dots: "didn't", "u.s"), numbers, and the
// punctuation that ends a negation's reach.
const TOKEN = /<[a-z_]+>|\d+(?:,\d{3})*(?:\.\d+)?[a-z]*|[a-z0-9]+(?:['.][a-z0-9]+)*|[.,;:!?|]/g;
const BOUNDARIES = '.,;:!?|';
const RESULT_MOVE = '<result_move>';
const SENTENCE_ENDS = '.;!?';

function percentToken(_match: string, sign: string): string {
  if (sign === '+') return ' <pct_up> ';
  return sign === '' ? ' <pct> ' : ' <pct_down> ';
}

/** Lower-cases and replaces what should not become vocabulary: links, amounts, percentages. */
function normalise(text: string, markers: string[]): string {
  // News wires are often stored word by word: "the company 's sales" is "the company's sales".
  let out = text.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'").replace(/ '(s|re)\b/g, "'$1");
  // Each pass needs something most texts lack (a link's "http" or "www.", a "$", a digit) and is skipped without it.
  if (out.includes('http') || out.includes('www.')) out = out.replace(URL, ' ');
  if (out.includes('$')) {
    out = out.replace(CASHTAG, (_m, symbol: string) => {
      if (!markers.includes('<cashtag>')) markers.push('<cashtag>');
      return ` ${symbol} `;
    });
  }
  // Hyphens join words ("sell-off", "buy-the-dip") and separate them from the dash before a
  // signed percentage, which is why the percentage pass runs first.
  if (/\d/.test(out)) out = markComparisons(out).replace(PERCENT, percentToken).replace(MONEY, ' <money> ');
  return out.replace(/[-–—/]/g, ' ');
}

function numberToken(token: string): string {
  // Each form below starts with a digit, q, f or h.
  const first = token[0] ?? '';
  if (!(first >= '0' && first <= '9') && first !== 'q' && first !== 'f' && first !== 'h') return token;
  if (/^q[1-4]$/.test(token)) return '<quarter>';
  if (/^(?:fy|h[12]|q[1-4])'?\d{2,4}$/.test(token)) return '<period>';
  if (/^(?:19|20)\d\d$/.test(token)) return '<year>';
  if (/^\d[\d.,]*(?:st|nd|rd|th|s|x|k|m|b|bn)?$/.test(token)) return '<num>';
  return token;
}

function isNegator(word: string): boolean {
  return NEGATORS.has(word) || word.endsWith("n't");
}

/** Applies negation: words within its scope get `not_`; punctuation ends both scope and clause, a full stop also the sentence. */
function negate(raw: string[]): { words: string[]; marked: MarkedWords } {
  const words: string[] = [];
  const marked: MarkedWords = { bare: [], negated: [], clause: [], sentence: [] };
  let scope = 0;
  let clause = 0;
  let sentence = 0;
  for (const token of raw) {
    if (token.length === 1 && BOUNDARIES.includes(token)) {
      scope = 0;
      clause += 1;
      if (SENTENCE_ENDS.includes(token)) sentence += 1;
      continue;
    }
    const negator = isNegator(token);
    const inScope = scope > 0 && !negator;
    if (inScope && !NEGATION_FILLERS.has(token)) scope -= 1;
    if (negator) scope = NEGATION_SCOPE;
    words.push(inScope ? `not_${token}` : token);
    marked.bare.push(token);
    marked.negated.push(inScope);
    marked.clause.push(clause);
    marked.sentence.push(sentence);
  }
  return { words, marked };
}

/** Turns a headline into the words and markers the sentiment features are built from. */
export function tokenize(text: string): Tokens {
  const markers: string[] = [];
  const raw = (normalise(text, markers).match(TOKEN) ?? []).map(numberToken);
  const { words, marked } = negate(raw);
  const finance = financeMarkers(marked);
  // The move word of a result is read by its result marker ("net sales rose" is <result_up>), so
  // it stays out of the words: rose, fell or narrowed then keep the weight headlines give them.
  const read = words.map((word, i) => (finance.resultMoves.has(i) ? RESULT_MOVE : word));
  return {
    words: read,
    markers: [...markers, ...finance.markers],
    marked,
    origins: [...markers.map(() => []), ...finance.origins],
  };
}
