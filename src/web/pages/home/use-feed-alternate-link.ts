import { useEffect } from 'react';
import { newsFeedSearch } from '../../lib/news-feed-urls';
import type { FeedQuery } from '../../components/news-feed/use-feed-items';

/**
 * Announces the feed of the filtered view to browsers and reader extensions, beside index.html's
 * links to the whole news feed (docs/product.md#feeds-out); gone when the page is left.
 */
export function useFeedAlternateLink(query: FeedQuery, refused: boolean): void {
  // A view the API refuses announces nothing, as the server's page for it does not (http/spa.ts).
  const search = refused ? '' : newsFeedSearch(query);
  useEffect(() => {
    // The server's own link to this view (http/spa.ts), for readers that do not run the page: one
    // such link at a time, the app's, which follows the filters as they change.
    for (const served of document.head.querySelectorAll('link[data-feed="view"]')) served.remove();
    if (search === '') return;
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/rss+xml';
    link.title = 'AlphaWire news: this view';
    link.href = `/feeds/news.rss${search}`;
    link.dataset.feed = 'view';
    document.head.append(link);
    return () => link.remove();
  }, [search]);
}
