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

/**
 * A page of a member's ranking: each candidate weighs its match and importance, fades with age
 * and counts less once opened; at most PER_CLUSTER per story survive. Called on every request over
 * ~550 candidates, so the weighing loop allocates nothing per candidate and what an item matched
 * is spelled out for the page's items only.
 */
export function rank(input: RankingInput): Ranked[] {
  const { candidates, keywordCounts, opens } = input;
  const followed = new Set(input.categories);
  const excluded = new Set(input.excludeIds);
  let openedTotal = 0;
  for (const n of opens.categories.values()) openedTotal += n;
  const now = input.now.getTime();

  const order: number[] = [];
  const weights = new Float64Array(candidates.length);
  const matchOf = new Uint8Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    const article = candidates[i]!;
    if (excluded.has(article.id)) continue;
    const fit = categoryFit(article.categories, followed, opens.categories);
    const match = matchPercent(fit.matched, keywordCounts[i]!, openedTotal > 0 ? fit.opens / openedTotal : 0);
    const decay = Math.exp(-Math.max(now - article.publishedAt, 0) / (DECAY_HOURS * 3_600_000));
    const importance = (article.importance ?? UNSCORED_IMPORTANCE) / 100;
    weights[i] = (0.65 * (match / 100) + 0.35 * importance) * decay * (opens.opened.has(article.id) ? OPENED_WEIGHT : 1);
    matchOf[i] = match;
    order.push(i);
  }
  order.sort((a, b) => weights[b]! - weights[a]! || candidates[b]!.id - candidates[a]!.id);

  const perStory = new Map<number, number>();
  const page: Ranked[] = [];
  let kept = 0;
  for (const i of order) {
    if (page.length === input.limit) break;
    const { id, clusterId, categories, importance } = candidates[i]!;
    if (clusterId !== null) {
      const seen = perStory.get(clusterId) ?? 0;
      perStory.set(clusterId, seen + 1);
      if (seen >= PER_CLUSTER) continue;
    }
    if (kept++ < input.offset) continue;
    page.push({
      id,
      match: matchOf[i]!,
      importance,
      matchedCategories: categories.filter((c, n) => followed.has(c) && categories.indexOf(c) === n),
      matchedKeywords: input.matches.flatMap((ids, k) => (ids.has(id) ? [k] : [])),
      readOften: mostRead(categories, opens.categories),
    });
  }
  return page;
}
