// The one-minute summary: extractive, so every word in it is the publisher's own. Sentences are
// ranked with TextRank, nudged towards the title and the lead, then picked best first into a
// budget and put back in reading order. The budget is 200 words, or half the article when that is
// less: a summary is shorter than what it summarises, so a 120-word story gets a core of 60 words at most.
import { type Fingerprint, fingerprintOf, printsMatch, sameLetters, withoutNearDuplicates } from './near-duplicate.js';
import { ENGLISH_SENTENCES, type Sentence, type SentenceRules, splitSentences, termsOf } from './sentences.js';
import { sharedCount, TermIds } from './term-ids.js';
import { isBoilerplateInCleanParagraph } from './text-cleanup.js';
import { rankTermSets } from './textrank.js';

/** About a minute of reading (docs/product.md#sizes-and-limits), for an article of at least twice as many words. */
export const SUMMARY_MIN_WORDS = 150;
export const SUMMARY_MAX_WORDS = 200;
/** The most of a shorter article a summary may hold. */
const SUMMARY_MAX_SHARE = 0.5;
/** A longer story's later sentences rarely make a summary, and the rank graph grows with the square. */
const MAX_CANDIDATES = 120;
const MIN_SENTENCE_WORDS = 6;
const MAX_SENTENCE_WORDS = 60;
const TITLE_WEIGHT = 2;
const LEAD_WEIGHT = 0.8;
const TITLE_REPEAT_JACCARD = 0.75;

/** A sentence with what it is compared by (letter key, term ids), worked out once. */
interface Entry {
  sentence: Sentence;
  print: Fingerprint;
}

/** The article's distinct, non-boilerplate sentences in reading order (its paragraphs are cleaned already). */
function articleSentences(paragraphs: readonly string[], termIds: TermIds, rules: SentenceRules): Entry[] {
  const entries: Entry[] = [];
  for (const sentence of splitSentences(paragraphs, rules)) {
    if (!isBoilerplateInCleanParagraph(sentence.text)) entries.push({ sentence, print: fingerprintOf(sentence, termIds) });
  }
  return withoutNearDuplicates(entries);
}

function titleOverlap(entry: Entry, title: Fingerprint): number {
  if (title.terms.size === 0) return 0;
  return sharedCount(entry.print.terms, title.terms) / title.terms.size;
}

function priorOf(entry: Entry, position: number, title: Fingerprint): number {
  return 1 + TITLE_WEIGHT * titleOverlap(entry, title) + LEAD_WEIGHT / (1 + position / 2);
}

/** The lead often restates the headline with detail; only a sentence that is the headline again is left out. */
function repeatsTitle(entry: Entry, title: Fingerprint): boolean {
  if (sameLetters(entry.print, title)) return true;
  const shared = sharedCount(entry.print.terms, title.terms);
  return shared / (entry.print.terms.size + title.terms.size - shared || 1) >= TITLE_REPEAT_JACCARD;
}

// Questions are sub-headings of explainers ("What changes?"); out of context they read as noise.
// A piece of a quotation (one that runs on into the next paragraph) would leave a quote mark unpaired.
function isCandidate(s: Sentence): boolean {
  return s.complete && s.quotesBalanced && !s.text.endsWith('?') && s.words >= MIN_SENTENCE_WORDS && s.words <= MAX_SENTENCE_WORDS;
}

function candidatesOf(entries: readonly Entry[], title: Fingerprint): Entry[] {
  return entries.filter((e) => isCandidate(e.sentence) && !repeatsTitle(e, title)).slice(0, MAX_CANDIDATES);
}

/** Best-ranked first, each taken when it fits the budget and repeats nothing already taken. */
function pick(candidates: readonly Entry[], scores: readonly number[], budget: number): Sentence[] {
  const order = candidates.map((_, i) => i).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  const picked: Entry[] = [];
  let words = 0;
  for (const i of order) {
    const entry = candidates[i];
    if (!entry || words + entry.sentence.words > budget) continue;
    if (picked.some((p) => printsMatch(p.print, entry.print))) continue;
    picked.push(entry);
    words += entry.sentence.words;
  }
  return picked.map((p) => p.sentence).sort((a, b) => a.index - b.index);
}

/** The most words a summary of an article of `words` words may have. */
function summaryBudget(words: number): number {
  return Math.min(SUMMARY_MAX_WORDS, Math.floor(words * SUMMARY_MAX_SHARE));
}

/**
 * A summary in whole sentences of the article, in their original order: 150–200 words for an article of 400 words
 * or more, at most half of a shorter one, never padded; `paragraphs` are the article's as cleanParagraphs gives them.
 * A text with no sentence that fits (a one-sentence teaser) gives '': its summary would be the whole text.
 * `rules` cut the sentences and their terms in the article's language (English unless given).
 */
export function summarise(title: string, paragraphs: readonly string[], rules: SentenceRules = ENGLISH_SENTENCES): string {
  const termIds = new TermIds();
  const entries = articleSentences(paragraphs, termIds, rules);
  const budget = summaryBudget(entries.reduce((sum, e) => sum + e.sentence.words, 0));
  if (budget < MIN_SENTENCE_WORDS) return '';
  const titlePrint = fingerprintOf({ text: title, terms: termsOf(title, rules) }, termIds);
  const candidates = candidatesOf(entries, titlePrint);
  const scores = rankTermSets(candidates.map((e) => e.print.terms), candidates.map((e, i) => priorOf(e, i, titlePrint)));
  return pick(candidates, scores, budget).map((s) => s.text).join(' ');
}
