import type { Request } from '@hapi/hapi';
import type { PageChunks } from './page-chunks.js';

const ARTICLE_PATH = /^\/news\/[1-9]\d{0,14}$/;

// Anonymous CORS, as Vite's own links ask for chunks and their styles: a preload is reused only by a request made alike.
const script = (path: string) => `<${path}>; rel=modulepreload; crossorigin`;
const style = (path: string) => `<${path}>; rel=preload; as=style; crossorigin`;

/**
 * The Link header values that start, with the page itself, the article page's own chunks, so a
 * phone does not wait for the app's entry script to arrive and run before asking for them. (The
 * page's first API answers come in the page itself: http/page-data.ts.)
 */
export function pagePreloads(request: Request, articleChunks: PageChunks): string[] {
  if (!ARTICLE_PATH.test(request.path)) return [];
  return [...articleChunks.scripts.map(script), ...articleChunks.styles.map(style)];
}
