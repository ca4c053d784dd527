import inert from '@hapi/inert';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Logger } from 'pino';
import { pagePreloads } from './data-preload.js';
import { noRouteError } from './no-route.js';
import { pageChunks, type PageChunks } from './page-chunks.js';
import { pageData, pageDataElement } from './page-data.js';
import { newsFeedQuerySchema } from '../../contracts/feeds-out.js';
import { escapeHtml } from '../escape-html.js';
import { canonicalQuery, UNKNOWN_FEED_MESSAGE } from '../modules/feeds-out/feed-meta.js';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // Mantine sets style attributes
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const API_PATH_ANY_CASE = /^\/api(\/|$)/i;
// A slash written %2F too: Hapi leaves it encoded, and /feeds%2Fu%2F… is no page of the app.
const FEEDS_PATH_ANY_CASE = /^\/feeds(\/|%2f|$)/i;

// Files the build makes or a browser asks for by itself: one missing is a 404, not the app's page
// (a tab left open across a deploy asks for last build's script, and HTML in its place fails as a
// MIME error, not as the missing file it is).
const FILE_PATH = /\.(?:js|mjs|css|map|woff2?|ttf|svg|png|jpe?g|webp|gif|ico|txt|xml|webmanifest|br|gz)$/i;
// An asset's page may end so: ABI.BR is a share on Euronext Brussels, not a brotli file. Its path is
// one symbol (docs/product.md#feed-filters, any case, as a typed link may be); the build's files
// there are named name-hash.ext, with more than the one separator a symbol has.
const ASSET_PAGE = /^assets\/\^?[A-Za-z0-9]{1,10}(?:[./-][A-Za-z0-9]{1,10})?$/;

// The build's brotli copies are of scripts and styles only (vite.config.ts).
const BROTLI_TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

/** Whether Accept-Encoding lists br with a non-zero weight (Hapi itself knows only gzip and deflate). */
function acceptsBrotli(request: Request): boolean {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.split(';').map((piece) => piece.trim());
      const weight = params.find((param) => param.startsWith('q='));
      return name === 'br' && (weight === undefined || Number(weight.slice(2)) > 0);
    });
}

/** The build's brotli copy of an asset, when the browser takes brotli and the copy exists. */
async function brotliCopy(request: Request, h: ResponseToolkit, root: string, relative: string) {
  const type = BROTLI_TYPES[relative.slice(relative.lastIndexOf('.') + 1)];
  if (!type || !acceptsBrotli(request) || !(await isFileUnder(root, `${relative}.br`))) return null;
  // Sent as it is: Hapi compresses nothing that already has a Content-Encoding.
  return h.file(`${relative}.br`, { confine: true }).type(type).header('content-encoding', 'br').vary('accept-encoding');
}

async function isFileUnder(root: string, relative: string): Promise<boolean> {
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) return false;
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/** The home page's order and filters that a news feed takes too (its address spells them as GET /api/news does). */
const FEED_PARAMS = ['sort', 'topic', 'q', 'ticker', 'sentiment', 'minImportance', 'source', 'since', 'language'];

/**
 * A filtered home page (`/?ticker=BTC&sentiment=bearish`) announces the feed of its view in the
 * HTML itself, for readers that look for feeds in a page without running it (Miniflux's and
 * FreshRSS's discovery): the app adds the same link only once it runs (use-feed-alternate-link.ts,
 * which then takes this one's place). Filters a feed would refuse announce nothing.
 */
function viewFeedLink(request: Request): string {
  if (request.path !== '/') return '';
  // A parameter given twice is read as the page reads it (URLSearchParams.get): its first value.
  const given = Object.fromEntries(
    Object.entries(request.query)
      .filter(([name]) => FEED_PARAMS.includes(name))
      .map(([name, value]: [string, unknown]) => [name, Array.isArray(value) ? value[0] : value]),
  );
  const query = newsFeedQuerySchema.safeParse(given);
  const search = query.success ? canonicalQuery(query.data) : '';
  return search === '' ? '' : `<link rel="alternate" type="application/rss+xml" title="AlphaWire news: this view" href="/feeds/news.rss${escapeHtml(search)}" data-feed="view" />`;
}

/**
 * index.html with the page's first answers in it (http/page-data.ts), read at each request so a
 * new build is served at once. A page holding a member's answers is never stored by the browser.
 */
async function serveIndex(request: Request, h: ResponseToolkit, root: string, sessionCookie: string, articleChunks: PageChunks) {
  // Without its answers (should answering them fail outright) the page still loads, and the app asks for them itself.
  const answers = pageData(request.server, request, sessionCookie).catch((error: unknown) => {
    request.logger.warn({ err: error }, 'the page went out without its first answers');
    return { answers: {}, personal: false };
  });
  const [html, data] = await Promise.all([readFile(join(root, 'index.html'), 'utf8'), answers]);
  const element = pageDataElement(data);
  const withData = html.includes('</body>') ? html.replace('</body>', `${element}</body>`) : html + element;
  const page = withData.replace('</head>', `${viewFeedLink(request)}</head>`);
  const response = h
    .response(page)
    .type('text/html; charset=utf-8')
    .header('cache-control', data.personal ? 'private, no-store' : 'no-cache')
    .header('content-security-policy', CONTENT_SECURITY_POLICY);
  const preloads = pagePreloads(request, articleChunks);
  return preloads.length > 0 ? response.header('link', preloads.join(', ')) : response;
}

/**
 * Serves the built React app: files as they are (hashed assets cached for a year), and index.html
 * for every other path so the client router can take it. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(server: Server, webDistDir: string, sessionCookie: string, logger: Logger): Promise<void> {
  await server.register(inert);
  const root = resolve(webDistDir);
  const built = existsSync(join(root, 'index.html'));
  if (!built) logger.warn({ webDistDir: root }, 'web app not built: run `npm run build`');
  const articleChunks = pageChunks(root, 'pages/article/article-page.tsx');

  // Listed methods, not '*': Hapi matches a GET route of any path before a '*' route.
  server.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    path: '/api/{path*}',
    // No CSRF check: a write to no route changes nothing, and a script's token call (no cookie, no
    // crumb) must hear that the route does not exist, not that a crumb is missing.
    options: { auth: false, plugins: { crumb: false } },
    handler: (request) => {
      throw noRouteError(request, `No API route ${request.method.toUpperCase()} ${request.path}`);
    },
  });

  // Writes to a page or a feed: Hapi's own 404 would hide that the path takes GET (no CSRF check,
  // as above).
  server.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    path: '/{path*}',
    options: { auth: false, plugins: { crumb: false } },
    handler: (request) => {
      throw noRouteError(request, 'Not Found');
    },
  });

  server.route({
    method: 'GET',
    path: '/{path*}',
    options: { auth: false, files: { relativeTo: root }, response: { ranges: true } },
    handler: async (request, h) => {
      // Paths are case-sensitive: /API/news is no API route, and a script must not get the app's page for it.
      if (API_PATH_ANY_CASE.test(request.path)) throw noRouteError(request, `No API route ${request.method.toUpperCase()} ${request.path}`);
      // A feed reader given /Feeds/news.rss must not get the app's page as if it were a feed.
      if (FEEDS_PATH_ANY_CASE.test(request.path)) throw noRouteError(request, UNKNOWN_FEED_MESSAGE);
      if (!built) return h.response('The web app is not built. Run `npm run build`.').code(503).type('text/plain');
      const relative = String(request.params.path ?? '');
      if (relative && (await isFileUnder(root, relative))) {
        const cache = relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        // The build writes .br and .gz copies of its scripts and styles (vite.config.ts): brotli
        // goes to browsers that take it, then gzip (inert's lookup), and Hapi compresses the rest.
        const response = (await brotliCopy(request, h, root, relative)) ?? h.file(relative, { confine: true, lookupCompressed: true });
        return response.header('cache-control', cache);
      }
      if (FILE_PATH.test(relative) && !ASSET_PAGE.test(relative)) return h.response('Not found').code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache');
      // The app's page carries this request's first API answers: a range of it would splice two
      // different pages (as the JSON answers, server.ts), so it is always sent whole.
      delete request.headers.range;
      return serveIndex(request, h, root, sessionCookie, articleChunks);
    },
  });
}
