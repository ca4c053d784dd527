import type { AssetDetail, AssetList, AssetQuery, AssetsQuery } from '../../../contracts/assets.js';
import { type Cache, createCache } from '../../cache.js';
import type { Clock } from '../../clock.js';
import { NotFoundError } from '../../errors.js';
import { presentNewsItem } from '../news/presenter.js';
import type { AssetCatalog } from './catalog.js';
import { presentAssetDetail, presentAssetSummary } from './presenter.js';
import type { AssetsRepository, BucketCounts, BucketPrice, SymbolCounts } from './repository.js';
import { type Tally, tally } from './tally.js';
import { bucketStarts, type WindowSpan, windowSpan } from './windows.js';

/** Top stories and related symbols an asset page shows at most (docs/product.md#assets). */
const TOP_STORIES = 10;
const RELATED_SYMBOLS = 8;
/** Answers kept at most: three windows, a few sorts and limits, and the assets people open. */
const CACHE_SIZE = 500;

export interface AssetsService {
  /** The window's most mentioned assets (or most bullish), with their sentiment and quote. */
  list(query: AssetsQuery): Promise<AssetList>;
  /** One asset over the window: sentiment, its trend beside price, top stories and related assets. */
  get(symbol: string, query: AssetQuery): Promise<AssetDetail>;
  /** Articles were stored or enriched (on any instance): kept answers may be out of date. */
  articlesChanged(): void;
}

interface Deps {
  repository: AssetsRepository;
  catalog: AssetCatalog;
  clock: Clock;
  /** How long an answer may be served from memory; 0 reads the database every time. */
  cacheMs: number;
}

/** Answers kept for `ttlMs`, or none kept at 0. */
function answers<T>(ttlMs: number): Pick<Cache<T>, 'get' | 'clear'> {
  if (ttlMs === 0) return { get: (_key, read) => read(), clear: () => undefined };
  return createCache<T>({ ttlMs, size: CACHE_SIZE });
}

function tallies(counts: SymbolCounts[]): Map<string, Tally> {
  const bySymbol = new Map<string, SymbolCounts[]>();
  for (const count of counts) bySymbol.set(count.symbol, [...(bySymbol.get(count.symbol) ?? []), count]);
  return new Map([...bySymbol].map(([symbol, list]) => [symbol, tally(list)]));
}

/** Each bucket's tally and its last price point (null where there is none). */
function trendOf(span: WindowSpan, counts: BucketCounts[], prices: BucketPrice[]) {
  const price = new Map(prices.map((point) => [point.bucket, point.price]));
  const byBucket = new Map<number, BucketCounts[]>();
  for (const count of counts) byBucket.set(count.bucket, [...(byBucket.get(count.bucket) ?? []), count]);
  return bucketStarts(span).map((start, i) => ({
    at: start,
    tally: tally(byBucket.get(i) ?? []),
    price: price.get(i) ?? null,
  }));
}

/** Asset pages (docs/product.md#assets): what the news said about each asset over a window. */
export function createAssetsService({ repository, catalog, clock, cacheMs }: Deps): AssetsService {
  const lists = answers<AssetList>(cacheMs);
  const details = answers<AssetDetail>(cacheMs);

  // Highest index first; an asset whose mentions could not be read for sentiment (index null) after every one with an index.
  const bySentiment = (x: number | null, y: number | null): number => (x === null || y === null ? Number(x === null) - Number(y === null) : y - x);

  async function readList({ window, sort, limit }: AssetsQuery): Promise<AssetList> {
    const { counts, quotes } = await repository.listing(windowSpan(window, clock()));
    const bySymbol = tallies(counts);
    // The most mentioned, then in the order asked: sorted by sentiment first, the board's
    // Sentiment order swapped the market's main assets for one-off mentions at +100.
    const mostMentioned = [...bySymbol].sort(([a, x], [b, y]) => y.mentions - x.mentions || a.localeCompare(b)).slice(0, limit);
    const ranked = sort === 'sentiment' ? mostMentioned.sort(([, x], [, y]) => bySentiment(x.index, y.index)) : mostMentioned;
    const items = ranked.map(([symbol, counted]) => {
      const quote = quotes.get(symbol);
      return presentAssetSummary(symbol, catalog.identify(symbol, quote?.name), counted, quote);
    });
    return { window, items };
  }

  async function readDetail(symbol: string, { window }: AssetQuery): Promise<AssetDetail> {
    const span = windowSpan(window, clock());
    const { counts, prices, quote, stories, related } = await repository.detail(symbol, span, { stories: TOP_STORIES, related: RELATED_SYMBOLS });
    const total = tally(counts);
    if (total.mentions === 0 && !quote && !catalog.knows(symbol) && !(await repository.everMentioned(symbol))) {
      throw new NotFoundError('Asset not found');
    }
    return presentAssetDetail({
      symbol,
      identity: catalog.identify(symbol, quote?.name),
      quote,
      window,
      total,
      trend: trendOf(span, counts, prices),
      topStories: stories.map(presentNewsItem),
      relatedSymbols: related,
    });
  }

  return {
    list: (query) => lists.get(`${query.window}|${query.sort}|${query.limit}`, () => readList(query)),
    get: (asked, query) => {
      // An alias shows its asset's page (XBT → BTC): articles are stored under the asset's symbol.
      const symbol = catalog.canonical(asked);
      return details.get(`${symbol}|${query.window}`, () => readDetail(symbol, query));
    },
    articlesChanged() {
      lists.clear();
      details.clear();
    },
  };
}
