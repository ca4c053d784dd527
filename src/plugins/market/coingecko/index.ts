import { defineMarket } from '../../sdk/index.js';
import type { PluginContext, Quote, SymbolSpec } from '../../sdk/index.js';
import { type CoinPrice, fetchSimplePrice } from './client.js';
import { type CoingeckoSettings, coingeckoSettingsSchema } from './settings.js';

/** CoinGecko knows coins by id ("bitcoin"), not ticker; the host passes the id as providerSymbol. */
function coinId(spec: SymbolSpec): string {
  return (spec.providerSymbol ?? spec.symbol).trim().toLowerCase();
}

// A price of zero or below is no price at all: show no-data rather than a number nobody quoted.
function toQuote(spec: SymbolSpec, coin: CoinPrice | undefined): Quote {
  const price = coin?.usd !== null && coin?.usd !== undefined && coin.usd > 0 ? coin.usd : null;
  return { symbol: spec.symbol, price, changePercent: price === null ? null : (coin?.change24h ?? null), currency: 'USD' };
}

async function quotes(ctx: PluginContext, settings: CoingeckoSettings, symbols: SymbolSpec[]): Promise<Quote[]> {
  if (symbols.length === 0) return [];
  const ids = [...new Set(symbols.map(coinId))];
  const prices = await fetchSimplePrice(ctx, settings, ids);
  return symbols.map((spec) => toQuote(spec, prices.get(coinId(spec))));
}

/** Crypto prices in US dollars with their 24 h change, from CoinGecko's /simple/price (keyless or Demo key). */
export const coingeckoMarket = defineMarket<CoingeckoSettings>({
  id: 'coingecko',
  displayName: 'CoinGecko',
  settingsSchema: coingeckoSettingsSchema,
  env: [
    { name: 'COINGECKO_BASE_URL', key: 'baseUrl', description: 'CoinGecko API root up to /api/v3 (default the public API)' },
    { name: 'COINGECKO_API_KEY', key: 'apiKey', secret: true, description: 'a Demo API key for higher limits (optional)' },
  ],
  apiHosts: ['api.coingecko.com'],
  create: (ctx, settings) => ({ quotes: (symbols) => quotes(ctx, settings, symbols) }),
});
