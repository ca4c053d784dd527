import { filterSymbol } from '../../contracts/news-constants';
import { tickerLabel } from './ticker-link';

// The home feed's filters (docs/product.md#feed-filters), kept in the address under the API's own
// parameter names, so a filtered feed is a link to share and Back and Forward step through filters.
// The address is passed on as written: a value the API refuses shows its message in the feed.

export interface FeedFilters {
  /** Upper case, one spelling each. */
  tickers: string[];
  sentiment?: string;
  minImportance?: string;
  source?: string;
  since?: string;
  /** The member's watchlist (docs/product.md#watchlist): a toggle above the feed, not a chip. */
  watchlist?: boolean;
}

/** The filter parameters, in the order their chips are shown (watchlist has its toggle instead). */
export const FILTER_PARAMS = ['ticker', 'sentiment', 'minImportance', 'source', 'since', 'watchlist'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export function parseFeedFilters(params: URLSearchParams): FeedFilters {
  const filters: FeedFilters = { tickers: [...new Set((params.get('ticker') ?? '').split(',').map(filterSymbol).filter((s) => s !== ''))] };
  if (params.get('watchlist') === 'true') filters.watchlist = true;
  for (const name of ['sentiment', 'minImportance', 'source', 'since'] as const) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

export function hasFeedFilters(filters: FeedFilters): boolean {
  return filters.tickers.length > 0 || filters.watchlist === true || (['sentiment', 'minImportance', 'source', 'since'] as const).some((name) => filters[name] !== undefined);
}

/** The filters as query parameters of GET /api/news (and of the home page's address). */
export function feedFilterEntries(filters: FeedFilters): [FilterParam, string][] {
  const entries: [FilterParam, string][] = [];
  if (filters.tickers.length > 0) entries.push(['ticker', filters.tickers.join(',')]);
  for (const name of ['sentiment', 'minImportance', 'source', 'since'] as const) {
    const value = filters[name];
    if (value !== undefined) entries.push([name, value]);
  }
  if (filters.watchlist) entries.push(['watchlist', 'true']);
  return entries;
}

/** One removable chip: what it says, and the address without it. */
export interface FilterChip {
  key: string;
  label: string;
  without: (params: URLSearchParams) => URLSearchParams;
}

function sinceLabel(since: string): string {
  const date = new Date(since);
  return Number.isNaN(date.getTime()) ? since : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: since.includes('T') ? 'short' : undefined });
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const LABELS: Record<Exclude<FilterParam, 'ticker' | 'watchlist'>, (value: string) => string> = {
  sentiment: capitalised,
  minImportance: (value) => `Importance ≥ ${value}`,
  source: (value) => `Source #${value}`,
  since: (value) => `Since ${sinceLabel(value)}`,
};

/** A chip per ticker and one per other filter; removing a ticker keeps the others. */
export function filterChips(filters: FeedFilters): FilterChip[] {
  const chips: FilterChip[] = filters.tickers.map((symbol) => ({
    key: `ticker-${symbol}`,
    label: tickerLabel(symbol),
    without: (params) => {
      const next = new URLSearchParams(params);
      const rest = filters.tickers.filter((s) => s !== symbol);
      if (rest.length > 0) next.set('ticker', rest.join(','));
      else next.delete('ticker');
      return next;
    },
  }));
  for (const name of ['sentiment', 'minImportance', 'source', 'since'] as const) {
    const value = filters[name];
    if (value === undefined) continue;
    chips.push({
      key: name,
      label: LABELS[name](value),
      without: (params) => {
        const next = new URLSearchParams(params);
        next.delete(name);
        return next;
      },
    });
  }
  return chips;
}
