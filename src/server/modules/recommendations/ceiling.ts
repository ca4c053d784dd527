import type { Candidate } from './repository.js';

/** Hours for an article's weight to fall by e (about 2 days to halve). */
export const DECAY_HOURS = 72;
const DECAY_MS = DECAY_HOURS * 3_600_000;
/** The importance taken for an article not scored yet. */
const UNSCORED_IMPORTANCE = 40;

/** An article's importance as a share (0-1). */
export const importanceOf = (article: Candidate) => (article.importance ?? UNSCORED_IMPORTANCE) / 100;

/** How much of its weight an article keeps at `now` (1 when new, fading with age). */
export const decayOf = (article: Candidate, now: number) => Math.exp(-Math.max(now - article.publishedAt, 0) / DECAY_MS);

/**
 * The most an article can weigh for anybody (a full match, never opened), on a scale that does
 * not move with time: the weight ceiling at `now` is ceilingAt(key, now). Every ceiling fades by the
 * same factor, so an order by this key, made once, holds at any later moment.
 */
export const ceilingKey = (article: Candidate) => Math.log(0.65 + 0.35 * importanceOf(article)) + article.publishedAt / DECAY_MS;

export const ceilingAt = (key: number, now: number) => Math.exp(key - now / DECAY_MS);

/** Articles in the order of the most they can weigh, highest first, with that key. */
export interface CandidateList {
  articles: Candidate[];
  keys: Float64Array;
}

export function byCeiling(articles: Candidate[]): CandidateList {
  const keyed = articles.map((article) => ({ article, key: ceilingKey(article) }));
  keyed.sort((a, b) => b.key - a.key || b.article.id - a.article.id);
  return { articles: keyed.map((k) => k.article), keys: Float64Array.from(keyed, (k) => k.key) };
}

/**
 * Several lists, each highest ceiling first, taken as one in that order and each article once.
 * Only what is taken is looked at, so a ranking that stops early never touches the rest.
 */
export function mergedByCeiling(lists: CandidateList[]) {
  const heads = lists.map(() => 0);
  const taken = new Set<number>();

  /** The list whose next article ceils highest (articles already taken skipped), or -1. */
  function best(): number {
    for (;;) {
      let top = -1;
      for (let l = 0; l < lists.length; l++) {
        if (heads[l]! < lists[l]!.articles.length && (top < 0 || lists[l]!.keys[heads[l]!]! > lists[top]!.keys[heads[top]!]!)) top = l;
      }
      // An article in two lists (two keywords' matches) is taken once: the second is skipped.
      if (top < 0 || !taken.has(lists[top]!.articles[heads[top]!]!.id)) return top;
      heads[top]!++;
    }
  }

  return {
    /** The key of the next article, or null when all are taken. */
    nextKey(): number | null {
      const l = best();
      return l < 0 ? null : lists[l]!.keys[heads[l]!]!;
    },
    /** The next article, or null when all are taken. */
    take(): Candidate | null {
      const l = best();
      if (l < 0) return null;
      const article = lists[l]!.articles[heads[l]!++]!;
      taken.add(article.id);
      return article;
    },
  };
}
