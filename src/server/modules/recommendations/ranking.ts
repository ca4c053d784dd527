import type { MemberCandidates } from './candidates.js';
import { ceilingAt, decayOf, importanceOf, mergedByCeiling } from './ceiling.js';
import type { Candidate, MemberOpens } from './repository.js';

/** Weight kept by an article the member already opened. */
export const OPENED_WEIGHT = 0.35;
/** Articles of one story at most in one list. */
export const PER_CLUSTER = 2;

export interface RankingInput extends MemberCandidates {
  now: Date;
  /** The categories the member follows (or the auto-post topics asked for). */
  categories: string[];
  opens: MemberOpens;
  excludeIds: number[];
  /** Whether the member muted an article (null: nothing muted): it is never weighed. */
  muted: ((article: Candidate) => boolean) | null;
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

/** Of articles sorted by weight, the first `count` left when a story may show PER_CLUSTER times. */
function keepPerStory(sorted: Weighed[], count: number): Weighed[] {
  const perStory = new Map<number, number>();
  const kept: Weighed[] = [];
  for (const item of sorted) {
    if (kept.length === count) break;
    const story = item.article.clusterId;
    if (story !== null) {
      const seen = perStory.get(story) ?? 0;
      perStory.set(story, seen + 1);
      if (seen >= PER_CLUSTER) continue;
    }
    kept.push(item);
  }
  return kept;
}

interface Weighed {
  article: Candidate;
  weight: number;
  match: number;
}

/** Candidates weighed in one go before checking whether the page is settled (doubling after). */
const FIRST_STEP = 64;

/**
 * A page of a member's ranking: each candidate weighs its match and importance, fades with age
 * and counts less once opened; at most PER_CLUSTER per story survive. Candidates are taken most
 * weighable first (see ceiling.ts) and weighing stops once the page's last item outweighs the most
 * the next candidate could: usually about a hundred of the 400 to 3,400 are looked at.
 */
export function rank(input: RankingInput): Ranked[] {
  const { opens, matches } = input;
  const followed = new Set(input.categories);
  const excluded = new Set(input.excludeIds);
  let openedTotal = 0;
  for (const n of opens.categories.values()) openedTotal += n;
  const now = input.now.getTime();
  const wanted = input.offset + input.limit;

  function weigh(article: Candidate): Weighed {
    const fit = categoryFit(article.categories, followed, opens.categories);
    let keywords = 0;
    for (const ids of matches) if (ids.has(article.id)) keywords++;
    const match = matchPercent(fit.matched, keywords, openedTotal > 0 ? fit.opens / openedTotal : 0);
    const weight = (0.65 * (match / 100) + 0.35 * importanceOf(article)) * decayOf(article, now);
    return { article, match, weight: opens.opened.has(article.id) ? weight * OPENED_WEIGHT : weight };
  }

  const candidates = mergedByCeiling(input.lists);
  const weighed: Weighed[] = [];
  let kept: Weighed[] = [];
  for (let step = FIRST_STEP; ; step = Math.max(FIRST_STEP, weighed.length)) {
    for (let n = 0; n < step; n++) {
      const article = candidates.take();
      if (!article) break;
      if (!excluded.has(article.id) && !input.muted?.(article)) weighed.push(weigh(article));
    }
    weighed.sort((a, b) => b.weight - a.weight || b.article.id - a.article.id);
    kept = keepPerStory(weighed, wanted);
    const next = candidates.nextKey();
    if (next === null || (kept.length === wanted && kept.at(-1)!.weight > ceilingAt(next, now))) break;
  }

  return kept.slice(input.offset).map(({ article: { id, categories, importance }, match }) => ({
    id,
    match,
    importance,
    matchedCategories: categories.filter((c, n) => followed.has(c) && categories.indexOf(c) === n),
    matchedKeywords: matches.flatMap((ids, k) => (ids.has(id) ? [k] : [])),
    readOften: mostRead(categories, opens.categories),
  }));
}
