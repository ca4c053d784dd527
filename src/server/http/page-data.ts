import type { Request, Server } from '@hapi/hapi';

// The first call the home feed makes (src/web: the feed's first page of 20, newest first, as
// api/news.ts spells its query string); tests/e2e/layout-shift.test.ts checks the page takes this answer.
const HOME_FEED = '/api/news?page=1&limit=20&sort=latest';
const ME = '/api/auth/me';
const ARTICLE_PATH = /^\/news\/([1-9]\d{0,14})$/;

/** The element the web app reads its first answers from (src/web/api/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/** API answers put in the page, as the JSON text each call answered, by the path the web app would have asked them of. */
export interface PageData {
  answers: Record<string, string>;
  /** Whether a member's answers are among them: such a page is never stored by the browser. */
  personal: boolean;
}

/**
 * The page's request made again to one of our own API routes, in process, as the same caller: its
 * status, and its JSON text when it is a 200 with a JSON body (null otherwise).
 */
async function answerOf(server: Server, request: Request, path: string): Promise<{ status: number; json: string | null }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['cookie', 'x-forwarded-for']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const res = await server.inject({ method: 'GET', url: path, headers, remoteAddress: request.info.remoteAddress });
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json') && res.payload !== '';
  return { status: res.statusCode, json: res.statusCode === 200 && isJson ? res.payload : null };
}

/**
 * What a page asks for first, answered before the page leaves, so that the app's first render
 * shows it instead of a loader (issue 28: on a phone the article's text painted only after the
 * scripts had run, then asked for the session, then for the article). Every page: who is signed
 * in (null without a session cookie, with no call made). The home page without a query string:
 * the feed's first page. An article for a member: the article. Only 200 answers go in; for
 * anything else the app asks as before and shows what it gets.
 */
export async function pageData(server: Server, request: Request, sessionCookie: string): Promise<PageData> {
  if (!request.state?.[sessionCookie]) {
    const answers: Record<string, string> = { [ME]: 'null' };
    if (request.path === '/' && request.url.search === '') {
      const feed = await answerOf(server, request, HOME_FEED);
      if (feed.json !== null) answers[HOME_FEED] = feed.json;
    }
    return { answers, personal: false };
  }
  const me = await answerOf(server, request, ME);
  // A cookie whose session has ended: signed out, as the app reads a 401 from /api/auth/me.
  if (me.status === 401) return { answers: { [ME]: 'null' }, personal: false };
  if (me.json === null) return { answers: {}, personal: false };
  const answers: Record<string, string> = { [ME]: me.json };
  const article = ARTICLE_PATH.exec(request.path);
  const first = request.path === '/' && request.url.search === '' ? HOME_FEED : article ? `/api/news/${article[1]}` : null;
  if (first) {
    const answer = await answerOf(server, request, first);
    if (answer.json !== null) answers[first] = answer.json;
  }
  return { answers, personal: true };
}

/**
 * The answers as one JSON object in a data block (never run as a script, so the CSP's script-src
 * does not apply), each answer's text as the call sent it. Every `<` is escaped, so no text in them
 * can close the element, and U+2028/2029 for old parsers.
 */
export function pageDataElement(data: PageData): string {
  const members = Object.entries(data.answers).map(([path, json]) => `${JSON.stringify(path)}:${json}`);
  const text = `{${members.join(',')}}`.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${text}</script>`;
}
