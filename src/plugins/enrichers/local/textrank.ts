// TextRank (Mihalcea & Tarau, 2004): PageRank over a graph whose nodes are sentences and whose
// edges weigh how many content words two sentences share. A personalisation prior lets the
// caller favour sentences (close to the title, early in the story) without overriding the graph.
import { sharedCount, TermIds, type TermSet } from './term-ids.js';

const DAMPING = 0.85;
const MAX_ITERATIONS = 50;
const TOLERANCE = 1e-6;
const EMPTY: TermSet = { bits: new Uint32Array(0), size: 0 };

function similarity(shared: number, sizeA: number, sizeB: number): number {
  return shared === 0 ? 0 : shared / (Math.log(1 + sizeA) + Math.log(1 + sizeB));
}

/** Shared terms over the log of the sentence lengths, so long sentences do not win by size alone. */
export function textRankSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const term of small) if (large.has(term)) shared += 1;
  return similarity(shared, a.size, b.size);
}

// textRankSimilarity of every pair, with each sentence's terms as a TermSet.
function weightMatrix(sets: readonly TermSet[]): { weights: Float64Array; outSums: Float64Array } {
  const n = sets.length;
  const weights = new Float64Array(n * n);
  const outSums = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const a = sets[i] ?? EMPTY;
    for (let j = i + 1; j < n; j += 1) {
      const b = sets[j] ?? EMPTY;
      const w = similarity(sharedCount(a, b), a.size, b.size);
      if (w === 0) continue;
      weights[i * n + j] = w;
      weights[j * n + i] = w;
      outSums[i] = (outSums[i] ?? 0) + w;
      outSums[j] = (outSums[j] ?? 0) + w;
    }
  }
  return { weights, outSums };
}

function normalised(prior: readonly number[] | undefined, n: number): Float64Array {
  const p = new Float64Array(n).fill(1);
  if (prior) for (let i = 0; i < n; i += 1) p[i] = Math.max(prior[i] ?? 0, 0);
  const sum = p.reduce((a, b) => a + b, 0);
  return sum > 0 ? p.map((v) => v / sum) : p.fill(1 / n);
}

function step(scores: Float64Array, weights: Float64Array, outSums: Float64Array, prior: Float64Array): Float64Array {
  const n = scores.length;
  const next = new Float64Array(n);
  let dangling = 0;
  for (let j = 0; j < n; j += 1) if ((outSums[j] ?? 0) === 0) dangling += scores[j] ?? 0;
  for (let i = 0; i < n; i += 1) {
    let inflow = 0;
    // The matrix is symmetric: row i holds what flows in from each j, read in memory order.
    const row = i * n;
    for (let j = 0; j < n; j += 1) {
      const w = weights[row + j] ?? 0;
      if (w !== 0) inflow += ((scores[j] ?? 0) * w) / (outSums[j] ?? 1);
    }
    // A sentence linked to nothing hands its share back through the prior, so rank is conserved.
    next[i] = (1 - DAMPING) * (prior[i] ?? 0) + DAMPING * (inflow + dangling * (prior[i] ?? 0));
  }
  return next;
}

/** One score per sentence (they sum to 1); higher means more central to the text. */
export function rankSentences(termLists: ReadonlyArray<readonly string[]>, prior?: readonly number[]): number[] {
  const termIds = new TermIds();
  return rankTermSets(termLists.map((terms) => termIds.setOf(terms)), prior);
}

/** rankSentences for sentences whose terms are already sets (of one TermIds). */
export function rankTermSets(sets: readonly TermSet[], prior?: readonly number[]): number[] {
  const n = sets.length;
  if (n === 0) return [];
  const { weights, outSums } = weightMatrix(sets);
  const p = normalised(prior, n);
  let scores: Float64Array = Float64Array.from(p);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const next = step(scores, weights, outSums, p);
    let delta = 0;
    for (let i = 0; i < n; i += 1) delta += Math.abs((next[i] ?? 0) - (scores[i] ?? 0));
    scores = next;
    if (delta < TOLERANCE) break;
  }
  return Array.from(scores);
}
