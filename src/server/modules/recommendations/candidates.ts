import { createCache } from '../../cache.js';
import { byCeiling, type CandidateList } from './ceiling.js';
import type { RecommendationsRepository } from './repository.js';

/**
 * The newest articles any ranking looks at: older ones have decayed out of any top list. Every
 * member's ranking starts from these same articles, so they are read once for everybody.
 */
export const RECENT_CANDIDATES = 400;
/** Older articles that match one of a member's keywords (or tickers) come in too, this many at most... */
export const KEYWORD_CANDIDATES = 150;
/** ...from this many days back. */
export const KEYWORD_DAYS = 30;
/**
 * How long what was read for everybody (the newest articles, each keyword's matches) is used
 * before it is read again, in the background; articles arriving meanwhile make it read again at
 * once. A change to an article already read (its scores once enriched) shows within about this time.
 */
export const POOL_MS = 15_000;
/** Keywords whose matches are remembered at most (each ~150 articles and 400 ids: ~30 KB). */
const KEYWORDS_REMEMBERED = 1_000;

/** One keyword's matches: the ids of all it matched, and its older matches, most weighable first. */
interface KeywordMatches {
  ids: Set<number>;
  older: CandidateList;
}

/** The newest articles, read once for all members. */
interface NewestArticles {
  ids: Set<number>;
  /** When the oldest of them was published (null when there are none). */
  oldest: number | null;
  list: CandidateList;
}

export interface MemberCandidates {
  /** The newest articles, then each keyword's older matches: each list most weighable first. */
  lists: CandidateList[];
  /** For each of the member's keywords, the ids of the articles it matches. */
  matches: Set<number>[];
}

export interface Keyword {
  text: string;
  symbol: string | null;
}

export type CandidatePool = ReturnType<typeof createCandidatePool>;

/**
 * The articles a member's ranking weighs, from what is read once for all members: the newest
 * articles, and each keyword's matches. A member's own part (what they opened) is read per request.
 * The candidates are the RECENT_CANDIDATES newest articles and, for each keyword, its
 * KEYWORD_CANDIDATES newest older matches from the last KEYWORD_DAYS.
 *
 * Why a keyword's list is enough: it holds its newest RECENT_CANDIDATES + KEYWORD_CANDIDATES
 * matches, so any of the newest articles that matches is among them (fewer than RECENT_CANDIDATES
 * articles are newer than it), and so are its KEYWORD_CANDIDATES newest older ones.
 */
export function createCandidatePool(repository: RecommendationsRepository, now: () => number = Date.now) {
  const recentLists = createCache<NewestArticles>({ ttlMs: POOL_MS, size: 100, now, staleWhileRevalidate: true });
  const keywordLists = createCache<KeywordMatches>({ ttlMs: POOL_MS, size: KEYWORDS_REMEMBERED, now, staleWhileRevalidate: true });

  async function keywordMatches(key: string, keyword: Keyword, recent: NewestArticles, at: Date, only: string[] | null): Promise<KeywordMatches> {
    return keywordLists.get(`${key}|${keyword.symbol ?? ''}|${keyword.text.toLowerCase()}`, async () => {
      const windowStart = at.getTime() - KEYWORD_DAYS * 86_400_000;
      // The newest articles all count, even on a quiet instance where they are older than the window.
      const since = new Date(Math.min(windowStart, recent.oldest ?? windowStart));
      const found = await repository.matching({ ...keyword, now: at, only, since, limit: RECENT_CANDIDATES + KEYWORD_CANDIDATES });
      const older = found.filter((c) => !recent.ids.has(c.id) && c.publishedAt >= windowStart).slice(0, KEYWORD_CANDIDATES);
      return { ids: new Set(found.map((c) => c.id)), older: byCeiling(older) };
    });
  }

  return {
    /**
     * The candidates for a member's keywords, as of `at`, in `only`'s categories when given.
     * `newestId` (the newest article's id, read with the member's own state) tells when articles arrived.
     */
    async forMember(keywords: Keyword[], at: Date, only: string[] | null, newestId: number): Promise<MemberCandidates> {
      const key = `${newestId}|${only ? [...only].sort().join(',') : '*'}`;
      const recent = await recentLists.get(key, async () => {
        const articles = await repository.recent({ now: at, only }, RECENT_CANDIDATES);
        return { ids: new Set(articles.map((c) => c.id)), oldest: articles.at(-1)?.publishedAt ?? null, list: byCeiling(articles) };
      });
      const lists = await Promise.all(keywords.map((keyword) => keywordMatches(key, keyword, recent, at, only)));
      return { lists: [recent.list, ...lists.map((list) => list.older)], matches: lists.map((list) => list.ids) };
    },
  };
}
