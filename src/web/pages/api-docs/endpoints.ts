import { NEWS_SORTS } from '../../../contracts/news-constants';
import { TOPICS } from '../../../contracts/topics';

export interface Endpoint {
  path: string;
  /** Who may call it: anyone, or a signed-in member (the session cookie). */
  access: 'public' | 'members';
  what: string;
  /** Query parameters, each with what it takes. */
  params?: [name: string, takes: string][];
}

// The public, read-only calls; sign-in and account calls are the app's own (they need its CSRF
// cookie) and admin calls are for admins, so neither is listed for scripts.
export const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/news',
    access: 'public',
    what: 'The news feed, a page at a time: { items, totalCount, hasMore }. Each item has its title, source, date, link, topics, tickers, sentiment and scores.',
    params: [
      ['page', 'page number, from 1 (default 1)'],
      ['limit', 'items per page, 1 to 100 (default 10)'],
      ['sort', `${NEWS_SORTS.join(', ')} (default latest)`],
      ['topic', TOPICS.filter((topic) => topic.id !== 'all').map((topic) => topic.id).join(', ')],
      ['q', 'words to search for, up to 200 characters'],
    ],
  },
  { path: '/api/news/{id}', access: 'members', what: 'One article with its full text, one-minute summary, tweet draft and the other reports of the same story.' },
  {
    path: '/api/recommendations',
    access: 'members',
    what: 'The signed-in member’s ranked news: news items with recommendationScore (the match percent, 0-100) and a reason saying what matched.',
    params: [
      ['limit', 'how many, 1 to 50 (default 10)'],
      ['offset', 'how many of the ranking to skip, for the next page (default 0)'],
    ],
  },
  { path: '/api/user/preferences', access: 'members', what: 'The member’s news preferences: categories, keywords, auto-posting and the daily digest.' },
  {
    path: '/api/one-minute-summaries',
    access: 'members',
    what: 'One-minute summaries, newest first: { items, hasMore, totalCount }, each with its article’s title, date and link.',
    params: [
      ['page', 'page number, from 1 (default 1)'],
      ['limit', 'items per page, 1 to 50 (default 10)'],
    ],
  },
  { path: '/api/trending', access: 'public', what: 'The tickers the last day of news mentions most, ranked, each with its market move.' },
  { path: '/api/market/tickers', access: 'public', what: 'The ticker bar: US, European and Asian indices and currencies, with price and daily change (no-data when unknown).' },
  { path: '/api/market/crypto', access: 'public', what: 'The market overview’s crypto entries.', params: [['includeSource', 'true adds each quote’s data_source']] },
  { path: '/api/market/indices', access: 'public', what: 'The market overview’s index entries.', params: [['includeSource', 'true adds each quote’s data_source']] },
  { path: '/api/live', access: 'public', what: 'A Server-Sent Events stream: an articles event names new or updated articles by id, a market event says quotes were refreshed.' },
  { path: '/api/instance', access: 'public', what: 'This site: its version, address, the names of its sources, and its sponsor and footer links.' },
  { path: '/api/version', access: 'public', what: 'The running version: { version }.' },
  { path: '/healthz', access: 'public', what: 'Liveness for load balancers: { status, database }, or 503 when the database is unreachable.' },
];
