import type { MarketListItem, MarketListResponse, TickerItem, TickerResponse } from '../../../contracts/market.js';
import { formatChange, NO_DATA } from '../../../contracts/market-constants.js';
import type { MarketView } from './service.js';

/** The signs the ticker shows (docs/product.md#market-panels); other currencies show their code. */
const CURRENCY_SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', CNY: '¥', AUD: 'A$', HKD: 'HK$', CAD: 'C$' };

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, format);
  }
  return format;
}

// Enough decimals to show a move: four for a currency rate or a coin under a dollar, else two.
function decimalsFor(price: number, type: MarketView['entry']['type']): number {
  if (price < 1) return price < 0.01 ? 6 : 4;
  return type === 'currency' && price < 10 ? 4 : 2;
}

/** "$5,123.45", "A$7,890.10", "CHF 0.9012"; no-data when there is no price. */
export function formatPrice(price: number | null, currency: string, type: MarketView['entry']['type']): string {
  if (price === null) return NO_DATA;
  const sign = CURRENCY_SIGNS[currency] ?? `${currency} `;
  return `${sign}${formatter(decimalsFor(price, type)).format(price)}`;
}

/** One ticker item (docs/product.md#market-and-trending); "none" as source before the first refresh. */
export function presentTickerItem({ entry, row }: MarketView): TickerItem {
  const change = formatChange(row?.change_percent ?? null);
  return {
    id: entry.symbol,
    symbol: entry.symbol,
    name: entry.name,
    price: formatPrice(row?.price ?? null, entry.currency, entry.type),
    changePercentage: change.text,
    isPositive: change.isPositive,
    data_source: row?.data_source ?? 'none',
    type: entry.type,
    group: entry.group,
  };
}

/** How many entries each source gave a price for. */
function sourceCounts(views: MarketView[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { row } of views) {
    if (row?.price !== null && row?.price !== undefined) counts[row.data_source] = (counts[row.data_source] ?? 0) + 1;
  }
  return counts;
}

function lastUpdated(views: MarketView[]): string | null {
  const times = views.flatMap(({ row }) => (row ? [new Date(row.updated_at).getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/** GET /api/market/tickers. */
export function presentTickers(views: MarketView[]): TickerResponse {
  return { items: views.map(presentTickerItem), sources: sourceCounts(views), lastUpdated: lastUpdated(views) };
}

/** GET /api/market/crypto and /indices: data_source on each item only when the caller asked for it. */
export function presentMarketList(views: MarketView[], includeSource: boolean): MarketListResponse {
  const items = views.map((view): MarketListItem => {
    const { data_source: source, ...item } = presentTickerItem(view);
    return includeSource ? { ...item, data_source: source } : item;
  });
  return { items, sources: sourceCounts(views), lastUpdated: lastUpdated(views) };
}
