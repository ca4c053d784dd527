import type { MemberCandidates } from './candidates.js';
import type { MemberOpens } from './repository.js';

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

/**
 * A page of a member's ranking: each candidate weighs its match and importance, fades with age
 * and counts less once opened; at most PER_CLUSTER per story survive.
 */
export function rank(input: RankingInput): Ranked[] {
  const followed = new Set(input.categories);
  const excluded = new Set(input.excludeIds);
  const opened = input.opens.categories;
  let openedTotal = 0;
  for (const n of opened.values()) openedTotal += n;
  const now = input.now.getTime();

  const weighed = input.candidates.flatMap((article) => {
    if (excluded.has(article.id)) return [];
    const matchedCategories = article.categories.filter((c) => followed.has(c));
    const matchedKeywords = input.matches.flatMap((ids, i) => (ids.has(article.id) ? [i] : []));
    let fondness = 0;
    let readOften: string | null = null;
    for (const category of new Set(article.categories)) {
      const n = opened.get(category) ?? 0;
      fondness += n;
      if (n > 0 && (readOften === null || n > opened.get(readOften)! || (n === opened.get(readOften) && category < readOften))) readOften = category;
    }
    const match = matchPercent(matchedCategories.length, matchedKeywords.length, openedTotal > 0 ? fondness / openedTotal : 0);
    const decay = Math.exp(-Math.max(now - article.publishedAt, 0) / (DECAY_HOURS * 3_600_000));
    const weight = (0.65 * (match / 100) + 0.35 * ((article.importance ?? UNSCORED_IMPORTANCE) / 100)) * decay
      * (input.opens.opened.has(article.id) ? OPENED_WEIGHT : 1);
    const ranked: Ranked = { id: article.id, match, importance: article.importance, matchedCategories, matchedKeywords, readOften };
    return [{ ranked, weight, story: article.clusterId }];
  });

  weighed.sort((a, b) => b.weight - a.weight || b.ranked.id - a.ranked.id);
  const perStory = new Map<number, number>();
  const kept = weighed.filter(({ story }) => {
    if (story === null) return true;
    const seen = perStory.get(story) ?? 0;
    perStory.set(story, seen + 1);
    return seen < PER_CLUSTER;
  });
  return kept.slice(input.offset, input.offset + input.limit).map(({ ranked }) => ranked);
}
