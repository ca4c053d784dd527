// Sentences and their content terms. Boundaries come from the runtime's own Unicode sentence
// segmenter (ICU, UAX #29; the same rules applied directly to plain ASCII), with one repair it
// lacks: no break after a title, an initial or a short form such as "Mr.", "J." or "U.S." when a
// capitalised word follows. And one rule it does not have: a quotation of several sentences is one
// sentence here, so that none of its sentences is lifted out with only one of its quotation marks.
import { asciiSentenceEnds, PRINTABLE_ASCII } from './ascii-sentences.js';
import { QuoteTally } from './quotes.js';
import { STOP_WORDS } from './stop-words.js';
import { countWords } from './text-cleanup.js';
import { wordEnd, wordStart } from './word-chars.js';

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
// Kept apart from company suffixes (Inc., Corp.), which end sentences as often as not.
const SHORT_FORM = /(?:^|[\s("'“‘])(?:[A-Z]|[A-Z]\.[A-Z]|[A-Z]\.[A-Z]\.[A-Z]|Mr|Mrs|Ms|Dr|Prof|Sen|Rep|Gov|Gen|Sr|Jr|St|Mt|No|vs|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|e\.g|i\.e)\.$/;
const LETTER = /\p{L}/u;
// Possessives and contraction endings are dropped: "Fed's" counts as "fed".
const POSSESSIVE = /['’](?:s|re|ve|ll|d|t|m)?$|\.+$/u;
const STEM_CACHE_LIMIT = 50_000;
const stems = new Map<string, string>();

function computeStem(word: string): string {
  if (word.length <= 4) return word;
  const base = word
    .replace(/ies$/, 'y')
    .replace(/(?<=[^s])s$/, '')
    .replace(/(?<=.{3})(?:ing|ed)$/, '');
  return base.length > 3 ? base.replace(/e$/, '') : base;
}

/** "raised", "raises" and "raise" all give "rais": enough to link sentences, cheap enough to run on every word. */
export function lightStem(word: string): string {
  const cached = stems.get(word);
  if (cached !== undefined) return cached;
  const stem = computeStem(word);
  if (stems.size < STEM_CACHE_LIMIT) stems.set(word, stem);
  return stem;
}

export interface Sentence {
  text: string;
  /** Position in the article (0 = first sentence). */
  index: number;
  paragraph: number;
  /** Content words, lower case, lightly stemmed: no stop words, punctuation or numbers. */
  terms: string[];
  words: number;
  /** Ends in . ! ? or … (optionally closed by a quote or bracket): a whole sentence, not a heading or cut text. */
  complete: boolean;
  /** Closes every quotation it opens and opens every one it closes (false for a piece of a quotation that runs across paragraphs). */
  quotesBalanced: boolean;
}

const TERMINAL = /[.!?…]["'”’)\]]*$/;
// Words every news story repeats; left in, they would link unrelated sentences in the rank graph.
const NEWS_STOP_WORDS = new Set(['said', 'say', 'told', 'accord', 'also', 'would', 'could', 'year', 'week', 'day', 'percent', 'mr', 'ms', 'says']);

function hasLetter(word: string): boolean {
  const first = word.charCodeAt(0) | 0x20;
  return (first >= 0x61 && first <= 0x7a) || LETTER.test(word);
}

// POSSESSIVE needs a final full stop or an apostrophe among the last three characters ("’re").
function mayEndInPossessive(word: string): boolean {
  if (word.endsWith('.')) return true;
  for (let i = Math.max(0, word.length - 3); i < word.length; i += 1) if (word[i] === "'" || word[i] === '’') return true;
  return false;
}

/** A word as a content term (lower case, possessive dropped, stemmed), or null for a stop word or a number. */
function contentTerm(raw: string): string | null {
  const lower = raw.toLowerCase();
  const word = mayEndInPossessive(lower) ? lower.replace(POSSESSIVE, '') : lower;
  if (word.length < 2 || !hasLetter(word) || STOP_WORDS.has(word)) return null;
  const stem = lightStem(word);
  return stem.length >= 2 && !NEWS_STOP_WORDS.has(stem) ? stem : null;
}

/** The content terms of a text: words with a letter, lower case, no stop words, lightly stemmed. */
function contentTerms(text: string): string[] {
  const terms: string[] = [];
  for (let start = wordStart(text, 0), end = 0; start >= 0; start = wordStart(text, end)) {
    end = wordEnd(text, start, false);
    const term = contentTerm(text.slice(start, end));
    if (term !== null) terms.push(term);
  }
  return terms;
}

/** The paragraph cut into sentences as the segmenter cuts it; plain ASCII without a call into ICU. */
function englishSegments(paragraph: string): string[] {
  if (!PRINTABLE_ASCII.test(paragraph)) return Array.from(segmenter.segment(paragraph), ({ segment }) => segment);
  const segments: string[] = [];
  let start = 0;
  for (const end of asciiSentenceEnds(paragraph)) {
    segments.push(paragraph.slice(start, end));
    start = end;
  }
  if (start < paragraph.length) segments.push(paragraph.slice(start));
  return segments;
}

/** A sentence's text, and whether it pairs its quotation marks. */
interface SentenceText {
  text: string;
  quotesBalanced: boolean;
}

function sentenceText(text: string, quotes: QuoteTally): SentenceText {
  return { text: text.trim(), quotesBalanced: quotes.paired };
}

/** How a language's text is cut into sentences and their terms: English here, the pack languages' in languages/. */
export interface SentenceRules {
  /** The paragraph cut as the segmenter cuts it. */
  segments(paragraph: string): string[];
  /** Whether a cut after this text falls inside the sentence (after a short form such as "Mr."). */
  runsOn(text: string): boolean;
  /** Whether the text ends as a whole sentence does. */
  complete(text: string): boolean;
  /** The content terms of a text. */
  terms(text: string): string[];
}

export const ENGLISH_SENTENCES: SentenceRules = {
  segments: englishSegments,
  runsOn: (text) => SHORT_FORM.test(text),
  complete: (text) => TERMINAL.test(text),
  terms: contentTerms,
};

/** The sentences of one paragraph, as the segmenter cuts them, rejoined after short forms and inside quotations. */
function sentenceTexts(paragraph: string, rules: SentenceRules): SentenceText[] {
  const texts: SentenceText[] = [];
  let pending = '';
  let quotes = new QuoteTally();
  for (const segment of rules.segments(paragraph)) {
    pending += segment;
    quotes.read(pending, pending.length - segment.length);
    const trimmed = pending.trimEnd();
    if (trimmed !== '' && !rules.runsOn(trimmed) && !quotes.open) {
      texts.push(sentenceText(trimmed, quotes));
      pending = '';
      quotes = new QuoteTally();
    }
  }
  if (pending.trim() !== '') texts.push(sentenceText(pending, quotes));
  return texts;
}

/** Every sentence of the given paragraphs in reading order; a paragraph never shares a sentence with the next. */
export function splitSentences(paragraphs: readonly string[], rules = ENGLISH_SENTENCES): Sentence[] {
  const sentences: Sentence[] = [];
  paragraphs.forEach((paragraph, p) => {
    for (const { text, quotesBalanced } of sentenceTexts(paragraph, rules)) {
      sentences.push({ text, index: sentences.length, paragraph: p, terms: rules.terms(text), words: countWords(text), complete: rules.complete(text), quotesBalanced });
    }
  });
  return sentences;
}

/** The content terms of a short text (a title), stemmed as sentence terms are. */
export function termsOf(text: string, rules = ENGLISH_SENTENCES): string[] {
  return rules.terms(text);
}
