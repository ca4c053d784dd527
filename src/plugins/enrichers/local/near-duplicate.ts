// Feeds repeat themselves: the teaser comes back as the first paragraph, a pull quote repeats a
// line, a syndicated copy adds one word. Two sentences sharing most of their content words are
// one sentence for a reader.

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
  terms: ReadonlySet<string>;
}

const fingerprints = new WeakMap<Comparable, Fingerprint>();

/** A text's letters and digits in lower case: the same for two texts that differ only in spacing, case or punctuation. */
export function letterKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The sentence's letter key and its set of content terms (cached). */
export function fingerprintOf(item: Comparable): Fingerprint {
  const cached = fingerprints.get(item);
  if (cached) return cached;
  const print = { key: letterKey(item.text), terms: new Set(item.terms) };
  fingerprints.set(item, print);
  return print;
}

/** True when two sentences say the same thing in (almost) the same words. */
export function isNearDuplicate(a: Comparable, b: Comparable): boolean {
  return printsMatch(fingerprintOf(a), fingerprintOf(b));
}

function printsMatch(pa: Fingerprint, pb: Fingerprint): boolean {
  if (pa.key === pb.key) return true;
  if (pa.terms.size === 0 || pb.terms.size === 0) return false;
  const [small, large] = pa.terms.size <= pb.terms.size ? [pa.terms, pb.terms] : [pb.terms, pa.terms];
  let shared = 0;
  for (const term of small) if (large.has(term)) shared += 1;
  if (shared / (pa.terms.size + pb.terms.size - shared) >= JACCARD_LIMIT) return true;
  return small.size >= CONTAINMENT_MIN_TERMS && shared / small.size >= CONTAINMENT_LIMIT;
}

/** The items in order, leaving out any that nearly repeats an earlier one. */
export function withoutNearDuplicates<T extends Comparable>(items: readonly T[]): T[] {
  const kept: { item: T; print: Fingerprint }[] = [];
  for (const item of items) {
    const print = fingerprintOf(item);
    if (!kept.some((earlier) => printsMatch(earlier.print, print))) kept.push({ item, print });
  }
  return kept.map(({ item }) => item);
}
