import { createShortCache } from '../news/service.js';
import { bound, countKeywordMatches, orderByBound } from './ranking.js';
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

/** One keyword's matches: the ids of all it matched, where they stand among the newest articles, and its older matches, newest first. */
interface KeywordMatches {
  ids: Set<number>;
  /** The newest articles this list was placed among (the pool's list of that moment). */
  recent: Candidate[];
  recentPositions: number[];
  older: Candidate[];
}

export interface MemberCandidates {
  /** Newest first: the newest articles, then older keyword matches. */
  candidates: Candidate[];
  /** For each candidate (same index), how many of the member's keywords it matches. */
  keywordCounts: Uint8Array;
  /** Indexes of the candidates, the most an article can weigh first (see ranking's bound). */
  order: number[];
  /** For each of the member's keywords, the ids of the candidates it matches. */
  matches: Set<number>[];
}

export interface Keyword {
  text: string;
  symbol: string | null;
}

/** Where the articles of `ids` stand in `list`. */
const positionsIn = (list: Candidate[], ids: Set<number>): number[] => list.flatMap((c, i) => (ids.has(c.id) ? [i] : []));

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
  const recentLists = createShortCache<{ list: Candidate[]; order: number[] }>(POOL_MS, 100, now);
  const keywordLists = createShortCache<KeywordMatches>(POOL_MS, KEYWORDS_REMEMBERED, now);

  async function keywordMatches(key: string, keyword: Keyword, recent: Candidate[], at: Date, only: string[] | null): Promise<KeywordMatches> {
    return keywordLists.get(`${key}|${keyword.symbol ?? ''}|${keyword.text.toLowerCase()}`, async () => {
      const windowStart = at.getTime() - KEYWORD_DAYS * 86_400_000;
      // The newest articles all count, even on a quiet instance where they are older than the window.
      const since = new Date(Math.min(windowStart, recent.at(-1)?.publishedAt ?? windowStart));
      const found = await repository.matching({ ...keyword, now: at, only, since, limit: RECENT_CANDIDATES + KEYWORD_CANDIDATES });
      const ids = new Set(found.map((c) => c.id));
      const recentIds = new Set(recent.map((c) => c.id));
      const older = found.filter((c) => !recentIds.has(c.id) && c.publishedAt >= windowStart).slice(0, KEYWORD_CANDIDATES);
      return { ids, recent, recentPositions: positionsIn(recent, ids), older };
    });
  }

  return {
    /**
     * The candidates for a member's keywords, as of `at`, in `only`'s categories when given.
     * `newestId` (the newest article's id, read with the member's own state) tells when articles arrived.
     */
    async forMember(keywords: Keyword[], at: Date, only: string[] | null, newestId: number): Promise<MemberCandidates> {
      const key = `${newestId}|${Math.floor(at.getTime() / POOL_MS)}|${only ? [...only].sort().join(',') : '*'}`;
      const newest = await recentLists.get(key, async () => {
        const list = await repository.recent({ now: at, only }, RECENT_CANDIDATES);
        return { list, order: orderByBound(list, at.getTime()) };
      });
      const recent = newest.list;
      const lists = await Promise.all(keywords.map((keyword) => keywordMatches(key, keyword, recent, at, only)));
      const older = newestOf(lists.map((list) => list.older), KEYWORD_CANDIDATES);
      const matches = lists.map((list) => list.ids);
      // Counted on every request: each list placed its matches among the newest articles once.
      const keywordCounts = new Uint8Array(recent.length + older.length);
      for (const list of lists) {
        for (const i of list.recent === recent ? list.recentPositions : positionsIn(recent, list.ids)) keywordCounts[i]!++;
      }
      keywordCounts.set(countKeywordMatches(older, matches), recent.length);
      const candidates = [...recent, ...older];
      const olderOrder = orderByBound(older, at.getTime()).map((i) => recent.length + i);
      return { candidates, keywordCounts, matches, order: mergeByBound(candidates, newest.order, olderOrder, at.getTime()) };
    },
  };
}

/** Two lists of indexes into `candidates`, each ordered by bound, as one. */
function mergeByBound(candidates: Candidate[], a: number[], b: number[], now: number): number[] {
  const bounds = candidates.map((c) => bound(c, now));
  const before = (i: number, j: number) => bounds[i]! > bounds[j]! || (bounds[i] === bounds[j] && candidates[i]!.id > candidates[j]!.id);
  const merged: number[] = [];
  let x = 0;
  let y = 0;
  while (x < a.length || y < b.length) {
    merged.push(y >= b.length || (x < a.length && before(a[x]!, b[y]!)) ? a[x++]! : b[y++]!);
  }
  return merged;
}

const newer = (a: Candidate, b: Candidate) => a.publishedAt > b.publishedAt || (a.publishedAt === b.publishedAt && a.id > b.id);

/** The `limit` newest distinct articles of lists that are each newest first (a merge, not a sort of all). */
function newestOf(lists: Candidate[][], limit: number): Candidate[] {
  const heads = lists.map(() => 0);
  const taken = new Set<number>();
  const out: Candidate[] = [];
  while (out.length < limit) {
    let best = -1;
    for (let l = 0; l < lists.length; l++) {
      const head = lists[l]![heads[l]!];
      if (head && (best < 0 || newer(head, lists[best]![heads[best]!]!))) best = l;
    }
    if (best < 0) break;
    const candidate = lists[best]![heads[best]!++]!;
    if (!taken.has(candidate.id)) {
      taken.add(candidate.id);
      out.push(candidate);
    }
  }
  return out;
}
