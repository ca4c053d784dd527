import type { PluginContext } from '../../sdk/index.js';
import { parseAnswer, type CryptopanicPage } from './answer.js';
import { errorForAnswer } from './errors.js';
import { CRYPTOPANIC_DEFAULT_BASE_URL, CRYPTOPANIC_PLANS, type CryptopanicSettings } from './settings.js';

type Plan = (typeof CRYPTOPANIC_PLANS)[number];

interface ApiRoot {
  /** Origin and path up to and including /api. */
  root: string;
  plan?: Plan;
}

// "/api", then optionally "/{plan}/v{n}" as in the documented endpoint /api/developer/v2/posts/.
const API_PATH = /^(.*?\/api)(?:\/([\w-]+)\/v\d+)?(?:\/|$)/;

function apiRootOf(value: string | undefined): ApiRoot | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const match = API_PATH.exec(url.pathname);
  if (!match) return { root: `${url.origin}${url.pathname.replace(/\/+$/, '')}/api` };
  const plan = CRYPTOPANIC_PLANS.find((p) => p === match[2]);
  return { root: `${url.origin}${match[1] ?? '/api'}`, plan };
}

/**
 * The posts endpoint: the root from the baseUrl setting, else the source row's URL (an admin may
 * paste the documented endpoint, v1 or v2), else the public API; the plan from the setting, else
 * from that URL, else `developer`.
 */
export function postsEndpoint(settings: CryptopanicSettings, rowUrl: string): string {
  const api = apiRootOf(settings.baseUrl) ?? apiRootOf(rowUrl) ?? apiRootOf(CRYPTOPANIC_DEFAULT_BASE_URL);
  const plan = settings.plan ?? api?.plan ?? 'developer';
  return `${api?.root ?? CRYPTOPANIC_DEFAULT_BASE_URL}/${plan}/v2/posts/`;
}

/** The first page's URL; it carries the token, so it is never logged. */
export function firstPageUrl(settings: CryptopanicSettings, rowUrl: string): string {
  const url = new URL(postsEndpoint(settings, rowUrl));
  const params: Record<string, string> = { auth_token: settings.authToken, kind: settings.kind, regions: settings.regions.join(',') };
  if (settings.public) params.public = 'true';
  if (settings.filter) params.filter = settings.filter;
  if (settings.currencies?.length) params.currencies = settings.currencies.join(',');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The page `next` points at, with our token on it; null at the end, or when `next` leaves the API's
 * origin (the token must not travel to another host).
 */
export function nextPageUrl(next: string | null, current: string, authToken: string): string | null {
  if (!next || !URL.canParse(next, current)) return null;
  const url = new URL(next, current);
  if (url.origin !== new URL(current).origin) return null;
  url.searchParams.set('auth_token', authToken);
  return url.toString();
}

/** One API call: the page's posts, or the SDK error its status calls for. */
export async function fetchPage(ctx: PluginContext, url: string): Promise<CryptopanicPage> {
  const response = await ctx.http.request({ url, headers: { accept: 'application/json' } });
  if (response.status < 200 || response.status >= 300) throw errorForAnswer(response, ctx.now());
  return parseAnswer(response.text());
}
