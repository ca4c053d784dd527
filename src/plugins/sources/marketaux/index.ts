import { defineSource } from '../../sdk/index.js';
import type { PluginContext, RawItem, SourceFetchRequest, SourceFetchResult } from '../../sdk/index.js';
import { fetchPage, resolveBaseUrl } from './client.js';
import { isUnseen, nextCursor, publishedAfterParam, readCursor } from './cursor.js';
import { toRawItem } from './map-article.js';
import { ARTICLES_PER_CALL, marketauxSettingsSchema, type MarketauxSettings } from './settings.js';

/** Marketaux finance news (GET /v1/news/all): entities, sentiment, the plan's articles per call. */
export const marketauxSource = defineSource<MarketauxSettings>({
  id: 'marketaux',
  displayName: 'Marketaux',
  settingsSchema: marketauxSettingsSchema,
  env: [
    { name: 'MARKETAUX_API_TOKEN', key: 'apiToken', secret: true, description: 'Marketaux API token (required for Marketaux sources)' },
    { name: 'MARKETAUX_BASE_URL', key: 'baseUrl', description: 'Marketaux API root, e.g. a proxy or a test double; the public API when unset' },
  ],
  apiHosts: ['marketaux.com', 'api.marketaux.com'],
  // Every call counts against the plan's daily allowance, which the admin's tier sets.
  metered: true,
  create: (ctx) => ({ fetch: (request) => fetchNews(ctx, request) }),
});

async function fetchNews(ctx: PluginContext, request: SourceFetchRequest<MarketauxSettings>): Promise<SourceFetchResult> {
  const { settings } = request;
  const seen = readCursor(request.cursor);
  const baseUrl = resolveBaseUrl(settings.baseUrl, request.url);
  const limit = Math.max(1, Math.min(ARTICLES_PER_CALL[settings.tier], request.limit));
  const items: RawItem[] = [];
  let calls = 0;
  for (let page = 1; page <= settings.maxPages; page += 1) {
    ctx.signal.throwIfAborted();
    const answer = await fetchPage(ctx, { baseUrl, settings, page, limit, publishedAfter: publishedAfterParam(seen) });
    calls += 1;
    // An article can show up on two pages when news arrives between the calls.
    const fresh = answer.articles.filter((a) => isUnseen(seen, a.uuid, a.published_at) && !items.some((i) => i.guid === a.uuid));
    items.push(...fresh.map((a) => toRawItem(a, settings.category)));
    const lastPage = answer.returned < limit || (answer.found !== null && page * limit >= answer.found);
    if (lastPage || items.length >= request.limit) break;
  }
  const kept = items.slice(0, request.limit);
  // With a cursor and nothing newer, nothing changed since the cursor: the API's 304.
  const notModified = seen !== null && kept.length === 0;
  return { items: kept, cursor: nextCursor(seen, kept) ?? request.cursor, notModified, calls };
}
