// The one-minute summary: extractive, so every word in it is the publisher's own. Sentences are
// ranked with TextRank, nudged towards the title and the lead, then picked best first into a
// 150–200 word budget and put back in reading order.
import { fingerprintOf, isNearDuplicate, letterKey, withoutNearDuplicates } from './near-duplicate.js';
import { type Sentence, splitSentences, termsOf } from './sentences.js';
import { isBoilerplate } from './text-cleanup.js';
import { rankSentences } from './textrank.js';

/** About a minute of reading (spec 2 §9). */
export const SUMMARY_MIN_WORDS = 150;
export const SUMMARY_MAX_WORDS = 200;
/** A longer story's later sentences rarely make a summary, and the rank graph grows with the square. */
const MAX_CANDIDATES = 120;
const MIN_SENTENCE_WORDS = 6;
const MAX_SENTENCE_WORDS = 60;
const TITLE_WEIGHT = 2;
const LEAD_WEIGHT = 0.8;
const TITLE_REPEAT_JACCARD = 0.75;

/** The article's distinct, non-boilerplate sentences in reading order. */
function articleSentences(paragraphs: readonly string[]): Sentence[] {
  const sentences = splitSentences(paragraphs).filter((s) => !isBoilerplate(s.text));
  return withoutNearDuplicates(sentences);
}

function titleOverlap(terms: readonly string[], titleTerms: ReadonlySet<string>): number {
  if (titleTerms.size === 0) return 0;
  let shared = 0;
  for (const term of new Set(terms)) if (titleTerms.has(term)) shared += 1;
  return shared / titleTerms.size;
}

function priorOf(sentence: Sentence, position: number, titleTerms: ReadonlySet<string>): number {
  return 1 + TITLE_WEIGHT * titleOverlap(sentence.terms, titleTerms) + LEAD_WEIGHT / (1 + position / 2);
}

/** The lead often restates the headline with detail; only a sentence that is the headline again is left out. */
function repeatsTitle(sentence: Sentence, titleTerms: ReadonlySet<string>, titleLetters: string): boolean {
  if (fingerprintOf(sentence).key === titleLetters) return true;
  const terms = new Set(sentence.terms);
  let shared = 0;
  for (const term of terms) if (titleTerms.has(term)) shared += 1;
  return shared / (terms.size + titleTerms.size - shared || 1) >= TITLE_REPEAT_JACCARD;
}

// Questions are sub-headings of explainers ("What changes?"); out of context they read as noise.
function isCandidate(s: Sentence): boolean {
  return s.complete && !s.text.endsWith('?') && s.words >= MIN_SENTENCE_WORDS && s.words <= MAX_SENTENCE_WORDS;
}

function candidatesOf(sentences: readonly Sentence[], title: string, titleTerms: ReadonlySet<string>): Sentence[] {
  const titleLetters = letterKey(title);
  return sentences.filter((s) => isCandidate(s) && !repeatsTitle(s, titleTerms, titleLetters)).slice(0, MAX_CANDIDATES);
}

/** Best-ranked first, each taken when it fits the budget and repeats nothing already taken. */
function pick(candidates: readonly Sentence[], scores: readonly number[]): Sentence[] {
  const order = candidates.map((_, i) => i).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  const picked: Sentence[] = [];
  let words = 0;
  for (const i of order) {
    const sentence = candidates[i];
    if (!sentence || words + sentence.words > SUMMARY_MAX_WORDS) continue;
    if (picked.some((p) => isNearDuplicate(p, sentence))) continue;
    picked.push(sentence);
    words += sentence.words;
  }
  return picked.sort((a, b) => a.index - b.index);
}

/**
 * A summary of 150–200 words in whole sentences of the article (its cleaned paragraphs), in their original order. A text
 * under 150 words is its own summary (cleaned, never padded); a text with no sentences gives ''.
 */
export function summarise(title: string, paragraphs: readonly string[]): string {
  const sentences = articleSentences(paragraphs);
  const total = sentences.reduce((sum, s) => sum + s.words, 0);
  if (total < SUMMARY_MIN_WORDS) return sentences.map((s) => s.text).join(' ');
  const titleSet = new Set(termsOf(title));
  const candidates = candidatesOf(sentences, title, titleSet);
  const scores = rankSentences(candidates.map((s) => s.terms), candidates.map((s, i) => priorOf(s, i, titleSet)));
  return pick(candidates, scores).map((s) => s.text).join(' ');
}
