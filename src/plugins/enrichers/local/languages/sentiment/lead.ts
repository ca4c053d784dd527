// An article as the model reads it: the title and the first few sentences of the body, each
// classified on its own and pooled, as the English classifier does (and with its weights). The
// sentences are cut by the runtime's segmenter for the language, which knows "¿", "«" and "À".
import { LEAD_CHARS, LEAD_SENTENCES, TITLE_WEIGHT } from '../../sentiment/classify.js';
import type { PackLanguage } from '../pack.js';

/** A lead sentence shorter than this is a dateline or a caption, not news. */
const MIN_SENTENCE_CHARS = 20;

const segmenters = new Map<PackLanguage, Intl.Segmenter>();

function segmenterFor(language: PackLanguage): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

function letters(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The first whole sentences of the body (at most LEAD_SENTENCES, within LEAD_CHARS), leaving out one that repeats the title. */
export function leadIn(language: PackLanguage, title: string, body: string): string[] {
  // Twice the characters, so that collapsing runs of spaces still leaves LEAD_CHARS to read.
  const head = body.slice(0, 2 * LEAD_CHARS).replace(/\s+/g, ' ').trim().slice(0, LEAD_CHARS);
  const sentences = [...segmenterFor(language).segment(head)].map((s) => s.segment.trim());
  // A cut head ends in a piece of a sentence: keep it only when it is all there is.
  const whole = sentences.length > 1 && head.length === LEAD_CHARS ? sentences.slice(0, -1) : sentences;
  const titleKey = letters(title);
  return whole.filter((s) => s.length >= MIN_SENTENCE_CHARS && letters(s) !== titleKey).slice(0, LEAD_SENTENCES);
}

/** The texts an article is read from and how much each counts: the title TITLE_WEIGHT, the lead sentences the rest. */
export function partsIn(language: PackLanguage, title: string, body: string): { text: string; weight: number }[] {
  const lead = leadIn(language, title, body);
  if (lead.length === 0) return [{ text: title, weight: 1 }];
  const titleWeight = title.trim() === '' ? 0 : TITLE_WEIGHT;
  const leadWeight = (1 - titleWeight) / lead.length;
  return [{ text: title, weight: titleWeight }, ...lead.map((text) => ({ text, weight: leadWeight }))].filter((p) => p.weight > 0);
}
