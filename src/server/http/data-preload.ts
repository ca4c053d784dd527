import type { Request } from '@hapi/hapi';

// The first call the home feed makes (src/web: the feed's first page of 20, newest first, as
// api/news.ts spells its query string); tests/e2e/layout-shift.test.ts checks the page takes this answer.
const HOME_FEED = '/api/news?page=1&limit=20&sort=latest';
const ARTICLE_PATH = /^\/news\/([1-9]\d{0,14})$/;

/**
 * The API answers a page is sure to ask for first, for a Link header that starts them with the
 * page itself: the phone then does not wait for the scripts to arrive and run before asking.
 * Home only without a query string (a topic or filter in the address asks for another list, and
 * the unfiltered one would be loaded for nothing); an article only for a session cookie (visitors
 * get the sign-in wall and no article).
 */
export function dataPreloads(request: Request, sessionCookie: string): string[] {
  if (request.path === '/' && request.url.search === '') return [HOME_FEED];
  const article = ARTICLE_PATH.exec(request.path);
  if (article && request.state?.[sessionCookie]) return ['/api/auth/me', `/api/news/${article[1]}`];
  return [];
}

/** The Link header preloading the given answers as the app's fetch() asks for them (with credentials). */
export function preloadHeader(paths: string[]): string {
  return paths.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
}
