import type { SummariesQuery, SummaryList } from '../../../contracts/summaries.js';
import { NotFoundError } from '../../errors.js';
import type { SummariesRepository } from './repository.js';

export interface SummariesService {
  list(query: SummariesQuery): Promise<SummaryList>;
}

/** The one-minute summaries page, behind the 'summaries' feature gate (FEATURE_SUMMARIES). */
export function createSummariesService(repository: SummariesRepository, enabled: boolean): SummariesService {
  return {
    async list(query: SummariesQuery): Promise<SummaryList> {
      if (!enabled) throw new NotFoundError('Not Found');
      const offset = (query.page - 1) * query.limit;
      const [rows, totalCount] = await Promise.all([repository.page(query.limit, offset), repository.count()]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          news_id: row.news_id,
          type: row.type,
          created_at: row.created_at.toISOString(),
          news_title: row.news_title,
          summary: row.summary,
          content: null,
          news_published_at: row.news_published_at.toISOString(),
          news_url: row.news_url,
        })),
        hasMore: offset + rows.length < totalCount,
        totalCount,
      };
    },
  };
}
