import { z } from 'zod';
import {
  type Cursor,
  defineSource,
  httpStatusError,
  type HttpResponse,
  type PluginContext,
  type SourceFetchRequest,
  type SourceFetchResult,
} from '../../sdk/index.js';
import { parseFeedOffThread } from './parse-thread.js';

export { parseFeedBody, type FeedFormat, type ParsedFeed, type ParseFeedOptions } from './parse-feed.js';

const settingsSchema = z.object({
  /** Keep at most this many of the newest items per fetch (the host's limit applies too). */
  maxItems: z.number({ error: 'maxItems must be a number' }).int().min(1).max(1000).optional(),
  /** For the rare feed that refuses AlphaWire's own User-Agent. */
  userAgent: z.string({ error: 'userAgent must be text' }).trim().min(1).max(200).optional(),
});

export type RssSettings = z.infer<typeof settingsSchema>;

const ACCEPT = 'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

function validatorsFrom(cursor: Cursor | null): { etag: string | null; lastModified: string | null } {
  const etag = cursor?.etag;
  const lastModified = cursor?.lastModified;
  return { etag: typeof etag === 'string' ? etag : null, lastModified: typeof lastModified === 'string' ? lastModified : null };
}

// The cursor is only the validators of the last answer: the host stores it and hands it back.
function cursorFrom(response: HttpResponse): Cursor | null {
  const etag = response.headers.etag ?? null;
  const lastModified = response.headers['last-modified'] ?? null;
  return etag || lastModified ? { etag, lastModified } : null;
}

async function fetchFeed(ctx: PluginContext, request: SourceFetchRequest<RssSettings>): Promise<SourceFetchResult> {
  const { settings, cursor } = request;
  const headers: Record<string, string> = { accept: ACCEPT };
  if (settings.userAgent) headers['user-agent'] = settings.userAgent;
  const response = await ctx.http.request({ url: request.url, headers, conditional: validatorsFrom(cursor) });
  if (response.notModified || response.status === 304) return { items: [], cursor, notModified: true };
  const error = httpStatusError(response, 'Feed', ctx.now());
  if (error) throw error;
  // The parse keeps the newest items up to the host's limit (or maxItems), wherever the feed lists them.
  const maxItems = Math.min(request.limit, settings.maxItems ?? request.limit);
  const feed = await parseFeedOffThread(response.body, { url: response.url || request.url, contentType: response.headers['content-type'], maxItems });
  if (feed.skipped > 0) ctx.logger.debug({ url: request.url, skipped: feed.skipped }, 'feed items skipped');
  return { items: feed.items, cursor: cursorFrom(response) };
}

/** Any RSS 0.9x/2.0, RSS 1.0 (RDF), Atom 0.3/1.0 or JSON Feed 1.0/1.1 URL, fetched with conditional GET. */
export const rssSource = defineSource({
  id: 'rss',
  displayName: 'RSS / Atom / JSON Feed',
  settingsSchema,
  create: (ctx) => ({ fetch: (request) => fetchFeed(ctx, request) }),
});
