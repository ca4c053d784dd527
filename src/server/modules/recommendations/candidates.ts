import { createShortCache } from '../news/service.js';
import type { Candidate, RecommendationsRepository } from './repository.js';

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
 * before it is read again; articles arriving meanwhile make it read again at once. A change to an
 * article already read (its scores once enriched) shows within this time.
 */
export const POOL_MS = 15_000;
/** Keywords whose matches are remembered at most (each ~150 articles and 400 ids: ~30 KB). */
const KEYWORDS_REMEMBERED = 1_000;

/** One keyword's matches: the ids of all it matched, and its older matches, newest first. */
interface KeywordMatches {
  ids: Set<number>;
  older: Candidate[];
}

export interface MemberCandidates {
  /** Newest first: the newest articles, then older keyword matches. */
  candidates: Candidate[];
  /** For each of the member's keywords, the ids of the candidates it matches. */
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
 *
 * Why this is exact: a keyword's list holds its newest RECENT_CANDIDATES + KEYWORD_CANDIDATES
 * matches. Any of the newest articles that matches is among them (fewer than RECENT_CANDIDATES
 * articles are newer than it), and an older match missing from one keyword's list would have more
 * than KEYWORD_CANDIDATES older matches newer than it, so it is not a candidate either.
 */
export function createCandidatePool(repository: RecommendationsRepository, now: () => number = Date.now) {
  const recentLists = createShortCache<Candidate[]>(POOL_MS, 100, now);
  const keywordLists = createShortCache<KeywordMatches>(POOL_MS, KEYWORDS_REMEMBERED, now);

  async function keywordMatches(key: string, keyword: Keyword, recent: Candidate[], at: Date, only: string[] | null): Promise<KeywordMatches> {
    return keywordLists.get(`${key}|${keyword.symbol ?? ''}|${keyword.text.toLowerCase()}`, async () => {
      const windowStart = at.getTime() - KEYWORD_DAYS * 86_400_000;
      // The newest articles all count, even on a quiet instance where they are older than the window.
      const since = new Date(Math.min(windowStart, recent.at(-1)?.publishedAt ?? windowStart));
      const found = await repository.matching({ ...keyword, now: at, only, since, limit: RECENT_CANDIDATES + KEYWORD_CANDIDATES });
      const recentIds = new Set(recent.map((c) => c.id));
      const older = found.filter((c) => !recentIds.has(c.id) && c.publishedAt >= windowStart).slice(0, KEYWORD_CANDIDATES);
      return { ids: new Set(found.map((c) => c.id)), older };
    });
  }

  return {
    /** The candidates for a member's keywords, as of `at`, in `only`'s categories when given. */
    async forMember(keywords: Keyword[], at: Date, only: string[] | null): Promise<MemberCandidates> {
      const newest = await repository.newestId();
      const key = `${newest}|${Math.floor(at.getTime() / POOL_MS)}|${only ? [...only].sort().join(',') : '*'}`;
      const recent = await recentLists.get(key, () => repository.recent({ now: at, only }, RECENT_CANDIDATES));
      const lists = await Promise.all(keywords.map((keyword) => keywordMatches(key, keyword, recent, at, only)));
      const older = new Map<number, Candidate>();
      for (const list of lists) for (const candidate of list.older) older.set(candidate.id, candidate);
      const olderNewest = [...older.values()]
        .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id)
        .slice(0, KEYWORD_CANDIDATES);
      return {
        candidates: [...recent, ...olderNewest],
        matches: lists.map((list) => list.ids),
      };
    },
  };
}
