// Content terms as small integers. Two sentences' term sets then meet by merging two sorted
// arrays, with no Set built per sentence and no hashing per pair compared.

/** Distinct term ids in ascending order. */
export type TermIdList = Int32Array;

/** Numbers the terms of one article (or one batch of texts compared with each other). */
export class TermIds {
  private readonly ids = new Map<string, number>();

  /** The distinct ids of the terms in ascending order; a term not seen before gets the next id. */
  distinct(terms: readonly string[]): TermIdList {
    const ids = new Int32Array(terms.length);
    terms.forEach((term, k) => {
      let id = this.ids.get(term);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(term, id);
      }
      ids[k] = id;
    });
    // A typed array sorts numerically, natively.
    ids.sort();
    let kept = 0;
    for (const id of ids) if (kept === 0 || ids[kept - 1] !== id) ids[kept++] = id;
    return ids.subarray(0, kept);
  }
}

/** How many ids two ascending, distinct id lists share. */
export function sharedCount(a: TermIdList, b: TermIdList): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x === y) shared += 1;
    if (x <= y) i += 1;
    if (y <= x) j += 1;
  }
  return shared;
}
