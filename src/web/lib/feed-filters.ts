import { filterSymbol } from '../../contracts/news-constants';
import { languageLabel } from './languages';
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
  /** ISO 639-1 codes (or "und"), lower case, one each: an article in any of them matches. */
  languages: string[];
  /** The member's watchlist (docs/product.md#watchlist): a toggle above the feed, not a chip. */
  watchlist?: boolean;
}

/** The filter parameters, in the order their chips are shown (watchlist has its toggle instead). */
export const FILTER_PARAMS = ['ticker', 'sentiment', 'minImportance', 'source', 'since', 'language', 'watchlist'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** A comma-separated list in the address, each value once in one spelling, empty ones dropped. */
function listParam(params: URLSearchParams, name: string, spell: (value: string) => string): string[] {
  return [...new Set((params.get(name) ?? '').split(',').map(spell).filter((value) => value !== ''))];
}

export function parseFeedFilters(params: URLSearchParams): FeedFilters {
  const filters: FeedFilters = {
    tickers: listParam(params, 'ticker', filterSymbol),
    languages: listParam(params, 'language', (code) => code.trim().toLowerCase()),
  };
  if (params.get('watchlist') === 'true') filters.watchlist = true;
  for (const name of ['sentiment', 'minImportance', 'source', 'since'] as const) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

export function hasFeedFilters(filters: FeedFilters): boolean {
  return filters.tickers.length > 0 || filters.languages.length > 0 || filters.watchlist === true || (['sentiment', 'minImportance', 'source', 'since'] as const).some((name) => filters[name] !== undefined);
}

/** The filters as query parameters of GET /api/news (and of the home page's address). */
export function feedFilterEntries(filters: FeedFilters): [FilterParam, string][] {
  const entries: [FilterParam, string][] = [];
  if (filters.tickers.length > 0) entries.push(['ticker', filters.tickers.join(',')]);
  for (const name of ['sentiment', 'minImportance', 'source', 'since'] as const) {
    const value = filters[name];
    if (value !== undefined) entries.push([name, value]);
  }
  if (filters.languages.length > 0) entries.push(['language', filters.languages.join(',')]);
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
  if (Number.isNaN(date.getTime())) return since;
  // A day alone means its start in UTC, as the API reads it: in UTC it keeps its own date, where
  // the local time of New York would name the day before. A time is shown in the reader's.
  if (!since.includes('T')) return date.toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The enabled sources' names by id (GET /api/instance); a source not among them reads by its id. */
type SourceNames = Record<string, string>;

const LABELS: Record<Exclude<FilterParam, 'ticker' | 'language' | 'watchlist'>, (value: string, sourceNames: SourceNames) => string> = {
  sentiment: capitalised,
  minImportance: (value) => `Importance ≥ ${value}`,
  source: (value, sourceNames) => (Object.hasOwn(sourceNames, value) ? `Source: ${sourceNames[value]}` : `Source #${value}`),
  since: (value) => `Since ${sinceLabel(value)}`,
};

/** One chip per value of a list filter; removing one keeps the others. */
function listChips(name: 'ticker' | 'language', values: string[], label: (value: string) => string): FilterChip[] {
  return values.map((value) => ({
    key: `${name}-${value}`,
    label: label(value),
    without: (params) => {
      const next = new URLSearchParams(params);
      const rest = values.filter((v) => v !== value);
      if (rest.length > 0) next.set(name, rest.join(','));
      else next.delete(name);
      return next;
    },
  }));
}

/** A chip per ticker, one per other filter, then one per language; removing a ticker or language keeps the others. */
export function filterChips(filters: FeedFilters, sourceNames: SourceNames = {}): FilterChip[] {
  const chips = listChips('ticker', filters.tickers, tickerLabel);
  for (const name of ['sentiment', 'minImportance', 'source', 'since'] as const) {
    const value = filters[name];
    if (value === undefined) continue;
    chips.push({
      key: name,
      label: LABELS[name](value, sourceNames),
      without: (params) => {
        const next = new URLSearchParams(params);
        next.delete(name);
        return next;
      },
    });
  }
  return [...chips, ...listChips('language', filters.languages, (code) => `Language: ${languageLabel(code)}`)];
}
