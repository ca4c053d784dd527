import type { Recommendation } from '../../../contracts/recommendations.js';
import type { Asset } from '../../../plugins/sdk/index.js';
import { createCache } from '../../cache.js';
import type { Clock } from '../../clock.js';
import type { FeedRepository } from '../news/feed-repository.js';
import { presentNewsItem } from '../news/presenter.js';
import { createArticleRows } from './article-rows.js';
import { unreadTest } from '../../../contracts/languages.js';
import { muteTest } from '../../../contracts/mutes-constants.js';
import { createCandidatePool, POOL_MS } from './candidates.js';
import { keywordSymbols } from './keyword-tickers.js';
import { rank as rankCandidates } from './ranking.js';
import { reasonFor } from './reason.js';
import type { RecommendationsRepository } from './repository.js';

export interface RecommendOptions {
  limit: number;
  /** How many of the ranking to skip (Load More). */
  offset?: number;
  /** Only articles in these categories, matched as if the member followed them (auto-post topics). */
  categories?: string[];
  /** Articles to leave out (already posted, already mailed). */
  excludeArticleIds?: number[];
}

export interface RecommendationsService {
  /** A page of the member's ranking; the same question within cacheMs gets the same answer. */
  recommend(userId: number, options: RecommendOptions): Promise<Recommendation[]>;
  /** The member's preferences changed: rank anew. */
  forget: (userId: number) => void;
  /** Articles changed: the rows kept of them are read again. */
  articlesChanged: (ids: number[]) => void;
  /** A member opened an article: it ranks lower for them from now on, its categories higher. */
  recordOpen(userId: number, articleId: number): Promise<void>;
}

interface Deps {
  repository: RecommendationsRepository;
  feed: FeedRepository;
  clock: Clock;
  /** How long a member's answer may be served from memory (0: never); their saves and opens clear it. */
  cacheMs: number;
  /** The host's assets: a keyword naming one also matches its symbol. */
  assets: readonly Asset[];
}

/** Answers remembered at most (a page of 50 items is ~50 KB). */
const CACHE_SIZE = 1_000;

/**
 * A member's ranked news: what they follow (categories, keywords in the text or as tickers),
 * the article's importance, its age, and what they opened, less what they muted. Used by the feed page, the widget,
 * the daily digest and auto-posting.
 */
export function createRecommendationsService({ repository, feed, clock, cacheMs, assets }: Deps): RecommendationsService {
  const keywordSymbol = keywordSymbols(assets);
  const answers = createCache<Recommendation[]>({ ttlMs: cacheMs, size: CACHE_SIZE });
  const pool = createCandidatePool(repository);
  const articleRows = createArticleRows(feed, POOL_MS);
  // A member's cached answers are dropped by moving them to a new generation.
  const generations = new Map<number, number>();
  const forget = (userId: number): void => {
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
  };

  async function rank(userId: number, options: RecommendOptions): Promise<Recommendation[]> {
    const { follows, mutes, languages, newestId, opens } = await repository.memberState(userId);
    const [muted, unread] = [muteTest(mutes), unreadTest(languages)];
    const categories = options.categories ?? follows.categories;
    const keywords = follows.keywords.map((text) => ({ text, symbol: keywordSymbol(text) }));
    const hasPreferences = categories.length > 0 || keywords.length > 0;
    const now = clock();
    const pooled = await pool.forMember(keywords, now, options.categories ?? null, newestId);
    const ranked = rankCandidates({
      ...pooled,
      now,
      categories,
      opens,
      excludeIds: options.excludeArticleIds ?? [],
      // Left out as muted articles are: those in languages the member does not read.
      muted: muted && unread ? (article) => muted(article) || unread(article) : (muted ?? unread),
      limit: options.limit,
      offset: options.offset ?? 0,
    });
    const rows = await articleRows.get(ranked.map((r) => r.id));
    return ranked.flatMap((r) => {
      const row = rows.get(r.id);
      if (!row) return [];
      return [{
        ...presentNewsItem(row),
        recommendationScore: hasPreferences ? r.match : Math.min(100, r.importance ?? 0),
        reason: reasonFor({
          hasPreferences,
          categories: r.matchedCategories,
          keywords: r.matchedKeywords.map((i) => keywords[i]!.text),
          readOften: r.readOften,
        }),
      }];
    });
  }

  return {
    /** A page of the member's ranking; the same question within cacheMs gets the same answer. */
    recommend(userId: number, options: RecommendOptions): Promise<Recommendation[]> {
      if (cacheMs === 0) return rank(userId, options);
      const { limit, offset = 0, categories = null, excludeArticleIds = [] } = options;
      const key = JSON.stringify([userId, generations.get(userId) ?? 0, limit, offset, categories, excludeArticleIds]);
      return answers.get(key, () => rank(userId, options));
    },

    /** The member's preferences changed: rank anew. */
    forget,

    /** Articles changed: the rows kept of them are read again. */
    articlesChanged: (ids: number[]) => articleRows.changed(ids),

    /** A member opened an article: it ranks lower for them from now on, its categories higher. */
    async recordOpen(userId: number, articleId: number): Promise<void> {
      await repository.recordOpen(userId, articleId);
      forget(userId);
    },
  };
}
