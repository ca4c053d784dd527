import { z } from 'zod';
import { httpStatusError, InvalidResponseError, parseUntrustedJson } from '../../sdk/index.js';
import type { PluginContext } from '../../sdk/index.js';
import type { CoingeckoSettings } from './settings.js';

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 256 * 1024;

/** One coin of a /simple/price answer: the price and its 24 h change, either possibly null. */
export interface CoinPrice {
  usd: number | null;
  change24h: number | null;
}

const finite = z.number().refine(Number.isFinite).nullable().optional().catch(null);
const coinSchema = z.object({ usd: finite, usd_24h_change: finite });

/** The GET /simple/price URL for these coin ids, in US dollars with the 24 h change. */
export function simplePriceUrl(baseUrl: string, ids: string[]): string {
  const url = new URL(`${baseUrl}/simple/price`);
  url.searchParams.set('ids', ids.join(','));
  url.searchParams.set('vs_currencies', 'usd');
  url.searchParams.set('include_24hr_change', 'true');
  return url.toString();
}

/**
 * Reads a /simple/price body: an object keyed by coin id. Unknown ids are simply absent, so a
 * coin missing from the map, or one whose entry is not an object, has no data.
 */
export function parseSimplePrice(text: string): Map<string, CoinPrice> {
  let body: unknown;
  try {
    body = parseUntrustedJson(text);
  } catch (error) {
    throw new InvalidResponseError('CoinGecko answered with something other than JSON', { cause: error });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidResponseError('CoinGecko answered with JSON that is not a map of coin prices');
  }
  const prices = new Map<string, CoinPrice>();
  for (const [id, entry] of Object.entries(body)) {
    const coin = coinSchema.safeParse(entry);
    if (coin.success) prices.set(id, { usd: coin.data.usd ?? null, change24h: coin.data.usd_24h_change ?? null });
  }
  return prices;
}

/** One call for all the coins; a non-2xx answer becomes the SDK error its status calls for. */
export async function fetchSimplePrice(ctx: PluginContext, settings: CoingeckoSettings, ids: string[]): Promise<Map<string, CoinPrice>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (settings.apiKey) headers['x-cg-demo-api-key'] = settings.apiKey;
  const response = await ctx.http.request({ url: simplePriceUrl(settings.baseUrl, ids), headers, timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES });
  const error = httpStatusError(response, 'CoinGecko', ctx.now());
  if (error) throw error;
  return parseSimplePrice(response.text());
}
