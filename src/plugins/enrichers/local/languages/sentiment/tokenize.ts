// How a text in a pack language is read: words of Unicode letters, lower case, stemmed with the
// language's Snowball stemmer; figures as placeholders (numbers.ts); negation marked. Every token
// keeps where it stands in the text, so that the reasons can quote the text as it is written.
import { stemOf } from '../stemming.js';
import type { PackLanguage } from '../pack.js';
import { markComparisons } from './comparisons.js';
import { figuresOf } from './numbers.js';

export interface Token {
  /** The word in lower case ("l" and "action" for "l'action"), or a figure's placeholder. */
  word: string;
  /** Its stem, or the placeholder. */
  stem: string;
  start: number;
  end: number;
  /** Punctuation starts a new clause; negation and context words do not reach across it. */
  clause: number;
  /** Written with a capital (a German noun, or the first word of a sentence). */
  capital: boolean;
  /** A negation word itself ("no", "ne", "pas", "nicht"). */
  negator: boolean;
  /** Within a negation's reach. */
  negated: boolean;
  /** A word of a comparison that says a move was smaller than its measure ("weniger stark als"): comparisons.ts. */
  comparison: boolean;
  /** Before such a comparison in its clause, which turns it around ("der Umsatz schrumpft weniger stark als erwartet"). */
  turned: boolean;
}

/** What negation needs to know of a language: its negators as stem runs ("loin de", "noch nicht") and the small words a negation reaches over. */
export interface NegationWords {
  negators: readonly (readonly string[])[];
  stopWords: ReadonlySet<string>;
}

/** How many content words after a negator it reaches. */
export const NEGATION_SCOPE = 3;
/** A negator ending its clause ("Der DAX fällt nicht.") reaches back over this many content words. */
const TRAILING_SCOPE = 2;

// Letters with their combining marks make a word; an apostrophe splits elisions ("l'action",
// "qu'il", "n'a"). Dashes between spaces and the punctuation below end a clause.
const PIECE = /[\p{L}\p{M}]+|[.,;:!?¿¡…()]|\s[-–—]\s/gu;
const LETTER = /[\p{L}\p{M}]/u;

/** The stems of a word or phrase as the tokeniser would read it (the lexicon is matched stem by stem). */
export function stemsOf(language: PackLanguage, phrase: string): string[] {
  return [...phrase.normalize('NFC').toLowerCase().matchAll(/[\p{L}\p{M}]+/gu)].map((m) => stemOf(language, m[0]));
}

function rawTokens(language: PackLanguage, text: string): Token[] {
  const figures = figuresOf(text);
  const pieces = [...text.matchAll(PIECE)].filter((m) => figures.every((f) => m.index + m[0].length <= f.start || m.index >= f.end));
  const items = [
    ...figures.map((f) => ({ start: f.start, end: f.end, word: f.placeholder, capital: false })),
    ...pieces.map((m) => ({ start: m.index, end: m.index + m[0].length, word: m[0].toLowerCase(), capital: m[0] !== m[0].toLowerCase() })),
  ].sort((a, b) => a.start - b.start);
  const tokens: Token[] = [];
  let clause = 0;
  for (const { start, end, word, capital } of items) {
    if (!word.startsWith('<') && !LETTER.test(word)) {
      clause += 1;
      continue;
    }
    const stem = word.startsWith('<') ? word : stemOf(language, word);
    tokens.push({ word, stem, start, end, clause, capital, negator: false, negated: false, comparison: false, turned: false });
  }
  return tokens;
}

// A conjunction starts another statement, which a negation before it does not reach
// ("nicht erfüllen und muss einen Kursverlust hinnehmen"), nor a move after it (moves.ts).
export const CONJUNCTIONS: Record<PackLanguage, ReadonlySet<string>> = {
  es: new Set(['y', 'e', 'pero', 'sino', 'mientras']),
  fr: new Set(['et', 'mais', 'tandis']),
  de: new Set(['und', 'aber', 'sondern', 'während']),
};

// French "plus" is "more" unless a "ne" stands before it ("ne … plus"); alone it is the comparative.
const NEEDS_NE: Partial<Record<PackLanguage, ReadonlySet<string>>> = { fr: new Set(['plus']) };
const NE = new Set(['ne', 'n']);

// Fixed phrases whose negator negates nothing: "Ohne Zweifel war es das beste Quartal", "sin
// duda", "sans doute"; "nicht nur … sondern auch", "no solo", "non seulement" ("not only"); and
// comparisons that end in "never" ("como nunca", "más que nunca", "comme jamais", "plus que jamais").
const NOT_NEGATING: Record<PackLanguage, readonly string[]> = {
  es: ['sin duda', 'sin lugar a dudas', 'sin embargo', 'no obstante', 'no solo', 'no sólo', 'como nunca', 'que nunca', 'que jamás'],
  fr: ['sans doute', 'sans aucun doute', 'non seulement', 'comme jamais', 'que jamais'],
  de: ['ohne zweifel', 'ohne frage', 'nicht nur', 'nicht zuletzt', 'kein wunder'],
};
const notNegatingStems = new Map<PackLanguage, string[][]>();

function notNegating(language: PackLanguage): string[][] {
  let stems = notNegatingStems.get(language);
  if (!stems) {
    stems = NOT_NEGATING[language].map((phrase) => stemsOf(language, phrase));
    notNegatingStems.set(language, stems);
  }
  return stems;
}

// A German comparison ends in a negator that negates nothing: "so schlecht wie seit Jahren nicht
// (mehr)", "so hoch wie nie", "wie noch nie", "wie lange nicht". The negator follows "wie" or
// "als" at once, or over a time that "seit", "noch", "lange" or "je" opens.
const COMPARISONS: Partial<Record<PackLanguage, ReadonlySet<string>>> = { de: new Set(['wie', 'als']) };
const SINCE: Partial<Record<PackLanguage, ReadonlySet<string>>> = { de: new Set(['seit', 'noch', 'lange', 'je', 'jemals']) };
/** How many words a comparison's time may hold between "wie" and the negator ("wie seit der Finanzkrise nicht"). */
const COMPARISON_REACH = 5;

function endsComparison(language: PackLanguage, tokens: readonly Token[], i: number): boolean {
  const comparisons = COMPARISONS[language];
  if (!comparisons) return false;
  const clause = tokens[i]?.clause;
  for (let j = i - 1; j >= Math.max(0, i - 1 - COMPARISON_REACH); j--) {
    const token = tokens[j];
    if (!token || token.clause !== clause) return false;
    if (comparisons.has(token.word)) return j === i - 1 || (SINCE[language]?.has(tokens[j + 1]?.word ?? '') ?? false);
  }
  return false;
}

function isRun(tokens: readonly Token[], i: number, stems: readonly string[]): boolean {
  return stems.length > 0 && stems.every((stem, k) => tokens[i + k]?.stem === stem && tokens[i + k]?.clause === tokens[i]?.clause);
}

function markNegators(language: PackLanguage, tokens: Token[], words: NegationWords): void {
  const fixed = new Set<number>();
  tokens.forEach((_, i) => {
    for (const stems of notNegating(language)) if (isRun(tokens, i, stems)) stems.forEach((_, k) => fixed.add(i + k));
  });
  tokens.forEach((token, i) => {
    if (fixed.has(i) || endsComparison(language, tokens, i)) return;
    for (const stems of words.negators) {
      if (!isRun(tokens, i, stems)) continue;
      const needsNe = stems.length === 1 && NEEDS_NE[language]?.has(token.stem);
      const ne = tokens.slice(0, i).some((t) => t.clause === token.clause && NE.has(t.stem));
      if (needsNe && !ne) continue;
      for (let k = 0; k < stems.length; k++) (tokens[i + k] as Token).negator = true;
    }
  });
}

function isContent(token: Token, words: NegationWords): boolean {
  return !token.negator && !words.stopWords.has(token.word);
}

/**
 * Marks the words a negation reaches: the next NEGATION_SCOPE content words of its clause (small
 * words between do not count; a second negator, as in "ne … pas", starts the reach again but
 * never turns it back). A negator that ends its clause reaches back instead, as German puts "nicht" last.
 */
// German puts the verb last: a negator followed in its statement by nothing but a separable verb's
// particle ("die Erholung setzt sich nicht fort") or a verb that says whether something is coming
// ("ein Stellenabbau ist nicht geplant") reaches back as well as forward. Not before other verbs:
// "kann die Verluste nicht ersetzen" does not turn the losses. With a verb of coming anywhere in
// the statement, the reach back is the whole statement ("weitere Abschreibungen erwartet der Konzern nicht").
const PARTICLES: Partial<Record<PackLanguage, ReadonlySet<string>>> = {
  de: new Set(['an', 'ab', 'auf', 'aus', 'ein', 'fort', 'zu', 'zurück', 'nach', 'vor', 'mit', 'weg', 'weiter', 'durch', 'hoch', 'fest']),
};
const COMING: Partial<Record<PackLanguage, ReadonlySet<string>>> = {
  de: new Set([
    'geplant', 'vorgesehen', 'erwartet', 'erwarten', 'absehbar', 'beabsichtigt', 'angekündigt', 'befürchten', 'befürchtet', 'sicht',
    'bewahrheitet', 'eingetreten', 'eingetroffen', 'erfüllt', 'erfüllen',
  ]),
};
/** How many content words a negator reaches back over in a statement with a verb of coming. */
const COMING_SCOPE = 8;

/** The tokens of the negator's statement: its clause, cut at German conjunctions. */
function statementOf(language: PackLanguage, tokens: readonly Token[], i: number): { before: Token[]; after: Token[] } {
  const verbLast = PARTICLES[language] !== undefined;
  const same = (j: number) => tokens[j]?.clause === tokens[i]?.clause && !(verbLast && CONJUNCTIONS[language].has(tokens[j]?.word ?? ''));
  const after: Token[] = [];
  for (let j = i + 1; j < tokens.length && same(j); j++) after.push(tokens[j] as Token);
  const before: Token[] = [];
  for (let j = i - 1; j >= 0 && same(j); j--) before.push(tokens[j] as Token);
  return { before, after };
}

/** How far back the negator at `i` reaches: 0 when it does not (content words stand after it), else a number of content words. */
function reachBack(language: PackLanguage, tokens: readonly Token[], i: number, words: NegationWords): number {
  const { before, after } = statementOf(language, tokens, i);
  const content = after.filter((t) => isContent(t, words));
  const [verb] = content;
  const coming = COMING[language];
  const last = after[after.length - 1];
  // "Wie erwartet fällt die Aktie nicht", "nicht so hoch wie erwartet": a verb of coming in a comparison is not the statement's.
  const statement = [...before.reverse(), tokens[i] as Token, ...after];
  const isComing = (k: number) => (coming?.has(statement[k]?.word ?? '') ?? false) && !COMPARISONS[language]?.has(statement[k - 1]?.word ?? '');
  const verbAt = verb === undefined ? -1 : statement.indexOf(verb);
  const verbOnly = verb !== undefined && content.length === 1 && verb === last && (PARTICLES[language]?.has(verb.word) || isComing(verbAt));
  if (content.length > 0 && !verbOnly) return 0;
  const comes = statement.some((_, k) => isComing(k));
  return comes ? COMING_SCOPE : TRAILING_SCOPE;
}

function markNegation(language: PackLanguage, tokens: Token[], words: NegationWords): void {
  let scope = 0;
  tokens.forEach((token, i) => {
    if ((i > 0 && tokens[i - 1]?.clause !== token.clause) || CONJUNCTIONS[language].has(token.word)) scope = 0;
    if (token.negator) {
      scope = NEGATION_SCOPE;
      const back = reachBack(language, tokens, i, words);
      if (back > 0) markBack(language, tokens, i, words, back);
      return;
    }
    if (scope === 0) return;
    token.negated = true;
    if (isContent(token, words)) scope -= 1;
  });
}

function markBack(language: PackLanguage, tokens: Token[], at: number, words: NegationWords, reach: number): void {
  let left = reach;
  const stops = PARTICLES[language] ? CONJUNCTIONS[language] : new Set<string>();
  for (let j = at - 1; j >= 0 && left > 0; j--) {
    const token = tokens[j];
    if (!token || token.clause !== tokens[at]?.clause || token.negator || stops.has(token.word)) return;
    token.negated = true;
    if (isContent(token, words)) left -= 1;
  }
}

/** The tokens of a text (normalised to NFC, which is what `start` and `end` point into). */
export function tokenize(language: PackLanguage, text: string, words: NegationWords): Token[] {
  const tokens = rawTokens(language, text.normalize('NFC'));
  markNegators(language, tokens, words);
  markNegation(language, tokens, words);
  markComparisons(language, tokens, CONJUNCTIONS[language], (t) => isContent(t, words));
  return tokens;
}
