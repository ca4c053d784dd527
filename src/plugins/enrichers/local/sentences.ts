// Sentence and token splitting with wink-nlp. The model is loaded once, when this module is
// first imported (about 80 ms), never per article.
import winkNLP, { type ItemSentence } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { countWords } from './text-cleanup.js';

const nlp = winkNLP(model, ['sbd']);
const its = nlp.its;
// wink's Porter stemmer costs ten times the rest of the pipeline; sentences only need "climbed"
// and "climbs" to meet, so a light suffix rule does, memoised per word.
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
}

const TERMINAL = /[.!?…]["'”’)\]]*$/;
// Words every news story repeats; left in, they would link unrelated sentences in the rank graph.
const NEWS_STOP_WORDS = new Set(['said', 'say', 'told', 'accord', 'also', 'would', 'could', 'year', 'week', 'day', 'percent', 'mr.', 'ms.', 'says']);

interface TokenColumns {
  stems: string[];
  types: string[];
  stops: boolean[];
}

function termsBetween(columns: TokenColumns, start: number, end: number): string[] {
  const terms: string[] = [];
  for (let i = start; i <= end; i += 1) {
    const stem = columns.stems[i];
    if (columns.types[i] !== 'word' || columns.stops[i] || stem === undefined || stem.length < 2) continue;
    if (!NEWS_STOP_WORDS.has(stem)) terms.push(stem);
  }
  return terms;
}

function spanOf(sentence: ItemSentence): [number, number] {
  const span = sentence.out(its.span);
  return Array.isArray(span) ? [Number(span[0]), Number(span[1])] : [0, -1];
}

function columnsOf(paragraph: string): { columns: TokenColumns; sentences: ItemSentence[] } {
  const doc = nlp.readDoc(paragraph);
  const tokens = doc.tokens();
  const columns = {
    stems: tokens.out(its.normal).map((w) => lightStem(String(w))),
    types: tokens.out(its.type).map(String),
    stops: tokens.out(its.stopWordFlag).map((flag) => flag === true),
  };
  const all = doc.sentences();
  const sentences: ItemSentence[] = [];
  for (let k = 0; k < all.length(); k += 1) sentences.push(all.itemAt(k));
  return { columns, sentences };
}

function sentencesOfParagraph(paragraph: string, paragraphIndex: number, firstIndex: number): Sentence[] {
  const { columns, sentences } = columnsOf(paragraph);
  return sentences.map((sentence, i) => {
    const [start, end] = spanOf(sentence);
    const text = sentence.out().trim();
    const terms = termsBetween(columns, start, end);
    return { text, index: firstIndex + i, paragraph: paragraphIndex, terms, words: countWords(text), complete: TERMINAL.test(text) };
  });
}

/** Every sentence of the given paragraphs in reading order; a paragraph never shares a sentence with the next. */
export function splitSentences(paragraphs: readonly string[]): Sentence[] {
  const sentences: Sentence[] = [];
  paragraphs.forEach((paragraph, p) => sentences.push(...sentencesOfParagraph(paragraph, p, sentences.length)));
  return sentences;
}

/** The content terms of a short text (a title), stemmed as sentence terms are. */
export function termsOf(text: string): string[] {
  const { columns } = columnsOf(text);
  return termsBetween(columns, 0, columns.stems.length - 1);
}
