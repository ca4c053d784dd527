import type { ArticlesEvent } from '../contracts/live.js';
import type { NewArticle } from './ingestion/pipeline.js';
import type { LiveEvent } from './modules/live/hub.js';
import type { NewsService } from './modules/news/service.js';

interface Deps {
  news: NewsService;
  /** The asset pages count enriched articles' mentions. */
  assetsChanged: () => void;
  /** Recommendations keep the rows of the articles they show most. */
  rowsChanged: (ids: number[]) => void;
  /** Tells every instance's browsers (LISTEN/NOTIFY, then SSE). */
  publish: (event: LiveEvent) => void;
  /** Collects changed ids for one live event every few hundred milliseconds. */
  markChanged: (id: number) => void;
  enrich: (ids: number[]) => void;
  readPage: (id: number) => void;
  /** Members' alert rules are matched against scored articles (queued in the same commit as the scores). */
  matchAlerts: () => void;
}

export type ArticleFlow = ReturnType<typeof createArticleFlow>;

/**
 * What happens when articles are added or changed, in the order it happens. Ingestion, full-text
 * reading and enrichment report here; this decides what follows and what readers see.
 */
export function createArticleFlow(deps: Deps) {
  return {
    /**
     * New articles are stored: the feed's cached pages are out of date, browsers hear of
     * them, a teaser's page is read first (and enriched once read), the rest are enriched now.
     */
    added(articles: NewArticle[]): void {
      deps.news.articlesChanged();
      deps.publish({ event: 'articles', data: { kind: 'new', ids: articles.map((a) => a.id) } });
      deps.enrich(articles.filter((a) => !a.needsFullText).map((a) => a.id));
      for (const article of articles) if (article.needsFullText) deps.readPage(article.id);
    },

    /** An article's page was read (or found unreadable): score it on what there is now. */
    pageRead(id: number): void {
      deps.enrich([id]);
    },

    /** An article was scored and summarised: browsers that show it refetch it, and alerts look at it now. */
    enriched(id: number): void {
      deps.markChanged(id);
      deps.matchAlerts();
    },

    /**
     * Live events from every instance, this one's included: a change made elsewhere clears this
     * instance's cached feed pages, asset answers and the changed articles' kept rows before a
     * browser refetches.
     */
    heard(event: LiveEvent): void {
      if (event.event !== 'articles') return;
      const { kind, ids } = event.data as ArticlesEvent;
      deps.assetsChanged();
      deps.news.articlesChanged();
      if (kind !== 'new') deps.rowsChanged(ids);
    },
  };
}
