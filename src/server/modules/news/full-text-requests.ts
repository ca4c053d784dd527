import { BadRequestError, NotFoundError } from '../../errors.js';
import type { ArticlesRepository } from './articles-repository.js';

export interface FullTextRequests {
  /** Queues the article's page to be read; throws when there is no such article or no page to read. */
  request(id: number): Promise<void>;
}

/** A member asks for an article's full text: checked here, fetched in the background by whoever `queue` hands it to. */
export function createFullTextRequests(articles: ArticlesRepository, queue: (id: number) => Promise<void>): FullTextRequests {
  return {
    /** Queues the article's page to be read; throws when there is no such article or no page to read. */
    async request(id: number): Promise<void> {
      const article = await articles.findForFullText(id);
      if (!article) throw new NotFoundError('News item not found');
      if (!article.url) throw new BadRequestError('No URL available: the original article URL is not available');
      await queue(id);
    },
  };
}
