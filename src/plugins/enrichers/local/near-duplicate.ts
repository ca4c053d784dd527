// Feeds repeat themselves: the teaser comes back as the first paragraph, a pull quote repeats a
// line, a syndicated copy adds one word. Two sentences sharing most of their content words are
// one sentence for a reader.
import { sharedCount, TermIds, type TermSet } from './term-ids.js';

const JACCARD_LIMIT = 0.6;
const CONTAINMENT_LIMIT = 0.8;
const CONTAINMENT_MIN_TERMS = 4;

interface Comparable {
  text: string;
  terms: readonly string[];
}

/** What two sentences are compared by, worked out once per sentence rather than once per pair. */
export interface Fingerprint {
  key: string;
  /** The distinct content terms, over the TermIds shared by everything compared. */
  terms: TermSet;
}

/** A text's letters and digits in lower case: the same for two texts that differ only in spacing, case or punctuation. */
export function letterKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The sentence's letter key and its content terms as ids of `termIds`. */
export function fingerprintOf(item: Comparable, termIds: TermIds): Fingerprint {
  return { key: letterKey(item.text), terms: termIds.setOf(item.terms) };
}

/** True when two fingerprints (of the same TermIds) say the same thing in (almost) the same words. */
export function printsMatch(pa: Fingerprint, pb: Fingerprint): boolean {
  if (pa.key === pb.key) return true;
  const sizeA = pa.terms.size;
  const sizeB = pb.terms.size;
  if (sizeA === 0 || sizeB === 0) return false;
  const shared = sharedCount(pa.terms, pb.terms);
  if (shared / (sizeA + sizeB - shared) >= JACCARD_LIMIT) return true;
  const small = Math.min(sizeA, sizeB);
  return small >= CONTAINMENT_MIN_TERMS && shared / small >= CONTAINMENT_LIMIT;
}

/** True when two sentences say the same thing in (almost) the same words. */
export function isNearDuplicate(a: Comparable, b: Comparable): boolean {
  const termIds = new TermIds();
  return printsMatch(fingerprintOf(a, termIds), fingerprintOf(b, termIds));
}

/** The items in order, leaving out any that nearly repeats an earlier one. */
export function withoutNearDuplicates<T extends { print: Fingerprint }>(items: readonly T[]): T[] {
  const kept: T[] = [];
  for (const item of items) if (!kept.some((earlier) => printsMatch(earlier.print, item.print))) kept.push(item);
  return kept;
}
