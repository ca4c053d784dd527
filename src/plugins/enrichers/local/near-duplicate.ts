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
  text: string;
  /** The distinct content terms, over the TermIds shared by everything compared. */
  terms: TermSet;
  /** Only ASCII, no-break spaces and general punctuation (curly quotes, dashes): see sameLetters. */
  plain: boolean;
  /** letterKey(text), built on first need. */
  key?: string;
}

// Anything but ASCII, the no-break space and general punctuation (U+2000–U+206F, which have no case and are neither letters nor digits).
const NOT_PLAIN = /[\u0080-\u009f\u00a1-\u1fff\u2070-\uffff]/;

/** A text's letters and digits in lower case: the same for two texts that differ only in spacing, case or punctuation. */
export function letterKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The text's fingerprint, its content terms as ids of `termIds`. */
export function fingerprintOf(item: Comparable, termIds: TermIds): Fingerprint {
  return { text: item.text, terms: termIds.setOf(item.terms), plain: !NOT_PLAIN.test(item.text) };
}

function keyOf(print: Fingerprint): string {
  print.key ??= letterKey(print.text);
  return print.key;
}

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
}

/**
 * letterKey(a) === letterKey(b). Plain texts are compared letter by letter in place (their key is
 * their ASCII letters and digits, lower-cased), which mostly stops at the first letter; others by key.
 */
export function sameLetters(pa: Fingerprint, pb: Fingerprint): boolean {
  if (!pa.plain || !pb.plain) return keyOf(pa) === keyOf(pb);
  const a = pa.text;
  const b = pb.text;
  for (let i = 0, j = 0; ; i += 1, j += 1) {
    while (i < a.length && !isAsciiLetterOrDigit(a.charCodeAt(i))) i += 1;
    while (j < b.length && !isAsciiLetterOrDigit(b.charCodeAt(j))) j += 1;
    if (i === a.length || j === b.length) return i === a.length && j === b.length;
    if ((a.charCodeAt(i) | 0x20) !== (b.charCodeAt(j) | 0x20)) return false;
  }
}

/** True when two fingerprints (of the same TermIds) say the same thing in (almost) the same words. */
export function printsMatch(pa: Fingerprint, pb: Fingerprint): boolean {
  if (sameLetters(pa, pb)) return true;
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
