import type { MemberCandidates } from './candidates.js';
import type { Candidate, MemberOpens } from './repository.js';

/** Hours for an article's weight to fall by e (about 2 days to halve). */
export const DECAY_HOURS = 72;
/** Weight kept by an article the member already opened. */
export const OPENED_WEIGHT = 0.35;
/** Articles of one story at most in one list. */
export const PER_CLUSTER = 2;
/** The importance taken for an article not scored yet. */
const UNSCORED_IMPORTANCE = 40;

export interface RankingInput extends MemberCandidates {
  now: Date;
  /** The categories the member follows (or the auto-post topics asked for). */
  categories: string[];
  opens: MemberOpens;
  excludeIds: number[];
  limit: number;
  offset: number;
}

/** One ranked article and what it matched. */
export interface Ranked {
  id: number;
  /** 0-100: how well it matches the member. */
  match: number;
  importance: number | null;
  /** Of the article's categories, those the member follows (in the article's order). */
  matchedCategories: string[];
  /** Indexes into the member's keywords. */
  matchedKeywords: number[];
  /** Of the article's categories, the one the member opens most (null when none). */
  readOften: string | null;
}

/**
 * The match percent, 0-100: a category match 40 (+10 for each further one, up to three), a
 * keyword or ticker match 45 (+10 each further, up to three), and up to 15 for how much of what
 * the member opened shares the article's categories.
 */
export function matchPercent(categories: number, keywords: number, affinity: number): number {
  const byCategory = categories > 0 ? 30 + 10 * Math.min(categories, 3) : 0;
  const byKeyword = keywords > 0 ? 35 + 10 * Math.min(keywords, 3) : 0;
  return Math.min(100, byCategory + byKeyword + Math.round(15 * affinity));
}

/** For each candidate, how many of the keyword match lists hold it. */
export function countKeywordMatches(candidates: Candidate[], matches: Set<number>[]): Uint8Array {
  const counts = new Uint8Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    for (const ids of matches) if (ids.has(candidates[i]!.id)) counts[i]!++;
  }
  return counts;
}

/** The member's followed categories among an article's (each once) and their opens of those categories. */
function categoryFit(categories: string[], followed: Set<string>, opened: Map<string, number>) {
  let matched = 0;
  let opens = 0;
  for (let c = 0; c < categories.length; c++) {
    const category = categories[c]!;
    if (categories.indexOf(category) !== c) continue;
    if (followed.has(category)) matched++;
    opens += opened.get(category) ?? 0;
  }
  return { matched, opens };
}

/** Of an article's categories, the one the member opened most; the first by name on a tie. */
function mostRead(categories: string[], opened: Map<string, number>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const category of categories) {
    const n = opened.get(category) ?? 0;
    if (n > bestCount || (n > 0 && n === bestCount && category < best!)) [best, bestCount] = [category, n];
  }
  return best;
}

const decayOf = (article: Candidate, now: number) => Math.exp(-Math.max(now - article.publishedAt, 0) / (DECAY_HOURS * 3_600_000));
const importanceOf = (article: Candidate) => (article.importance ?? UNSCORED_IMPORTANCE) / 100;

/** The most an article can weigh for anybody at `now`: a full match, never opened. */
export function bound(article: Candidate, now: number): number {
  return (0.65 + 0.35 * importanceOf(article)) * decayOf(article, now);
}

/**
 * Indexes of `candidates`, the most an article can weigh first. The order is the same at any
 * later moment (every bound fades by the same factor), so a list read for everybody is ordered once.
 */
export function orderByBound(candidates: Candidate[], now: number): number[] {
  const bounds = candidates.map((c) => bound(c, now));
  return candidates.map((_, i) => i).sort((a, b) => bounds[b]! - bounds[a]! || candidates[b]!.id - candidates[a]!.id);
}

/** Of indexes sorted by weight, the first `count` left when a story may show PER_CLUSTER times. */
function keepPerStory(sorted: number[], candidates: Candidate[], count: number): number[] {
  const perStory = new Map<number, number>();
  const kept: number[] = [];
  for (const i of sorted) {
    if (kept.length === count) break;
    const story = candidates[i]!.clusterId;
    if (story !== null) {
      const seen = perStory.get(story) ?? 0;
      perStory.set(story, seen + 1);
      if (seen >= PER_CLUSTER) continue;
    }
    kept.push(i);
  }
  return kept;
}

/** Candidates weighed in one go before checking whether the page is settled (doubling after). */
const FIRST_STEP = 64;

/**
 * A page of a member's ranking: each candidate weighs its match and importance, fades with age
 * and counts less once opened; at most PER_CLUSTER per story survive. Candidates are weighed in
 * `order` (most weighable first) and weighing stops once the page's last item outweighs the
 * most any unweighed candidate could: usually a few dozen of the ~550 are looked at.
 */
export function rank(input: RankingInput): Ranked[] {
  const { candidates, keywordCounts, opens, order } = input;
  const followed = new Set(input.categories);
  const excluded = new Set(input.excludeIds);
  let openedTotal = 0;
  for (const n of opens.categories.values()) openedTotal += n;
  const now = input.now.getTime();
  const wanted = input.offset + input.limit;

  const weights = new Float64Array(candidates.length);
  const matchOf = new Uint8Array(candidates.length);
  const weighed: number[] = [];
  const byWeight = (a: number, b: number) => weights[b]! - weights[a]! || candidates[b]!.id - candidates[a]!.id;
  let next = 0;
  let kept: number[] = [];
  while (next < order.length) {
    const until = Math.min(order.length, next + Math.max(FIRST_STEP, weighed.length));
    for (; next < until; next++) {
      const i = order[next]!;
      const article = candidates[i]!;
      if (excluded.has(article.id)) continue;
      const fit = categoryFit(article.categories, followed, opens.categories);
      const match = matchPercent(fit.matched, keywordCounts[i]!, openedTotal > 0 ? fit.opens / openedTotal : 0);
      const weight = (0.65 * (match / 100) + 0.35 * importanceOf(article)) * decayOf(article, now);
      weights[i] = opens.opened.has(article.id) ? weight * OPENED_WEIGHT : weight;
      matchOf[i] = match;
      weighed.push(i);
    }
    weighed.sort(byWeight);
    kept = keepPerStory(weighed, candidates, wanted);
    const settled = kept.length === wanted && next < order.length && weights[kept.at(-1)!]! > bound(candidates[order[next]!]!, now);
    if (settled) break;
  }

  return kept.slice(input.offset).map((i) => {
    const { id, categories, importance } = candidates[i]!;
    return {
      id,
      match: matchOf[i]!,
      importance,
      matchedCategories: categories.filter((c, n) => followed.has(c) && categories.indexOf(c) === n),
      matchedKeywords: input.matches.flatMap((ids, k) => (ids.has(id) ? [k] : [])),
      readOften: mostRead(categories, opens.categories),
    };
  });
}
