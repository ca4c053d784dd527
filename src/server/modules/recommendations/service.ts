import type { Recommendation } from '../../../contracts/recommendations.js';
import type { Clock } from '../../clock.js';
import type { FeedRepository } from '../news/feed-repository.js';
import { presentNewsItem } from '../news/presenter.js';
import type { PreferencesService } from '../preferences/service.js';
import { keywordSymbol } from './keyword-tickers.js';
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

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;

interface Deps {
  repository: RecommendationsRepository;
  feed: FeedRepository;
  preferences: PreferencesService;
  clock: Clock;
}

/**
 * A member's ranked news: what they follow (categories, keywords in the text or as tickers),
 * the article's importance, its age, and what they opened. Used by the feed page, the widget,
 * the daily digest and auto-posting.
 */
export function createRecommendationsService({ repository, feed, preferences, clock }: Deps) {
  return {
    async recommend(userId: number, options: RecommendOptions): Promise<Recommendation[]> {
      const prefs = await preferences.read(userId);
      const categories = options.categories ?? prefs.news_categories;
      const keywords = prefs.keywords.map((text) => ({ text, symbol: keywordSymbol(text) }));
      const hasPreferences = categories.length > 0 || keywords.length > 0;
      const ranked = await repository.rank({
        userId,
        now: clock(),
        categories,
        onlyCategories: options.categories ?? null,
        keywords,
        excludeIds: options.excludeArticleIds ?? [],
        limit: options.limit,
        offset: options.offset ?? 0,
      });
      const rows = new Map((await feed.findByIds(ranked.map((r) => r.id), false)).map((row) => [row.id, row]));
      return ranked.flatMap((r) => {
        const row = rows.get(r.id);
        if (!row) return [];
        return [{
          ...presentNewsItem(row),
          recommendationScore: hasPreferences ? r.match : Math.min(100, r.importance ?? 0),
          reason: reasonFor({
            hasPreferences,
            categories: r.matched_categories,
            keywords: r.matched_keywords.map((i) => keywords[i]!.text),
            readOften: r.read_often,
          }),
        }];
      });
    },

    /** A member opened an article: it ranks lower for them from now on, its categories higher. */
    recordOpen: (userId: number, articleId: number) => repository.recordOpen(userId, articleId),
  };
}
