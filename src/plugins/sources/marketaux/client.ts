import type { PluginContext } from '../../sdk/index.js';
import { parseAnswer, type MarketauxPage } from './answer.js';
import { errorForAnswer } from './errors.js';
import { CATEGORY_QUERIES, MARKETAUX_DEFAULT_BASE_URL, type MarketauxSettings } from './settings.js';

export interface PageRequest {
  baseUrl: string;
  settings: MarketauxSettings;
  page: number;
  /** Articles per call: the plan's cap, or fewer when the host wants fewer. */
  limit: number;
  /** UTC 'YYYY-MM-DDTHH:mm:ss', when only newer articles are wanted. */
  publishedAfter: string | null;
}

/**
 * The API root to call: the explicit setting, else the source row's URL (an admin may paste the
 * documented endpoint, so anything from /v1/ on is dropped), else the public API.
 */
export function resolveBaseUrl(explicit: string | undefined, rowUrl: string): string {
  for (const candidate of [explicit, rowUrl]) {
    if (!candidate || !URL.canParse(candidate)) continue;
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const path = url.pathname.split('/v1/')[0] ?? '';
    return url.origin + path.replace(/\/+$/, '');
  }
  return MARKETAUX_DEFAULT_BASE_URL;
}

/** The category's path and query: the saved endpoint, else /v1/news/all with CATEGORY_QUERIES. */
function endpointOf(settings: MarketauxSettings): { path: string; query: Record<string, string> } {
  if (settings.endpoint) {
    const url = new URL(settings.endpoint, 'http://endpoint.invalid');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  }
  return { path: '/v1/news/all', query: settings.category ? { ...CATEGORY_QUERIES[settings.category] } : {} };
}

/** The URL of one page; it carries the token, so it is never logged. */
export function newsUrl(request: PageRequest): string {
  const { settings } = request;
  const endpoint = endpointOf(settings);
  const url = new URL(`${request.baseUrl}${endpoint.path}`);
  // The token, languages and paging are the plugin's own: an endpoint's query cannot override them.
  const params: Record<string, string> = {
    filter_entities: String(settings.filterEntities),
    ...endpoint.query,
    api_token: settings.apiToken,
    language: settings.languages.join(','),
    limit: String(request.limit),
    page: String(request.page),
  };
  if (settings.symbols?.length) params.symbols = settings.symbols.join(',');
  if (request.publishedAfter) params.published_after = request.publishedAfter;
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** One API call: the page's articles, or the SDK error its status calls for. */
export async function fetchPage(ctx: PluginContext, request: PageRequest): Promise<MarketauxPage> {
  const response = await ctx.http.request({ url: newsUrl(request), headers: { accept: 'application/json' } });
  if (response.status < 200 || response.status >= 300) throw errorForAnswer(response, ctx.now());
  return parseAnswer(response.text());
}
