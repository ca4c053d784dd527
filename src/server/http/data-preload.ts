import type { Request } from '@hapi/hapi';
import type { PageChunks } from './page-chunks.js';

// The first call the home feed makes (src/web: the feed's first page of 20, newest first, as
// api/news.ts spells its query string); tests/e2e/layout-shift.test.ts checks the page takes this answer.
const HOME_FEED = '/api/news?page=1&limit=20&sort=latest';
const ARTICLE_PATH = /^\/news\/([1-9]\d{0,14})$/;

const data = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`;
// Anonymous CORS, as Vite's own links ask for chunks and their styles: a preload is reused only by a request made alike.
const script = (path: string) => `<${path}>; rel=modulepreload; crossorigin`;
const style = (path: string) => `<${path}>; rel=preload; as=style; crossorigin`;

/**
 * The Link header values that start, with the page itself, what the page is sure to ask for
 * first, so a phone does not wait for the scripts to arrive and run before asking: the home
 * feed's first page (only without a query string: a topic or filter in the address asks for
 * another list); the article page's chunk, and for a session cookie the member and the article
 * (visitors get the sign-in wall and no article).
 */
export function pagePreloads(request: Request, sessionCookie: string, articleChunks: PageChunks): string[] {
  if (request.path === '/' && request.url.search === '') return [data(HOME_FEED)];
  const article = ARTICLE_PATH.exec(request.path);
  if (!article) return [];
  const chunks = [...articleChunks.scripts.map(script), ...articleChunks.styles.map(style)];
  if (!request.state?.[sessionCookie]) return chunks;
  return [data('/api/auth/me'), data(`/api/news/${article[1]}`), ...chunks];
}
