// Content terms as small integers, and a sentence's terms as a bit set over them. Two sentences'
// overlap is then a few AND-and-count steps, with no Set built per sentence and no hashing per pair.

/** Distinct terms as bits: bit k of `bits` is set when the term with id k is present. */
export interface TermSet {
  bits: Uint32Array;
  /** How many distinct terms. */
  size: number;
}

/** Numbers the terms of one article (or one batch of texts compared with each other). */
export class TermIds {
  private readonly ids = new Map<string, number>();

  /** The set of the terms; a term not seen before gets the next id. */
  setOf(terms: readonly string[]): TermSet {
    let largest = -1;
    const ids = terms.map((term) => {
      let id = this.ids.get(term);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(term, id);
      }
      largest = Math.max(largest, id);
      return id;
    });
    const bits = new Uint32Array((largest >> 5) + 1);
    let size = 0;
    for (const id of ids) {
      const mask = 1 << (id & 31);
      if (((bits[id >> 5] ?? 0) & mask) !== 0) continue;
      bits[id >> 5] = (bits[id >> 5] ?? 0) | mask;
      size += 1;
    }
    return { bits, size };
  }
}

/** Set bits of a 32-bit word (the classic parallel count). */
function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** How many terms two sets (of the same TermIds) share. */
export function sharedCount(a: TermSet, b: TermSet): number {
  const words = Math.min(a.bits.length, b.bits.length);
  let shared = 0;
  for (let k = 0; k < words; k += 1) shared += bitCount((a.bits[k] ?? 0) & (b.bits[k] ?? 0));
  return shared;
}
