import type { AssetDetail, AssetSummary, AssetTrendPoint, AssetWindow } from '../../../contracts/assets.js';
import { formatChange } from '../../../contracts/market-constants.js';
import type { NewsItem } from '../../../contracts/news.js';
import type { AssetIdentity } from './catalog.js';
import type { AssetQuote } from './repository.js';
import type { Tally } from './tally.js';

/** Price fields as the contract has them: null where no quote is stored. */
function quoteFields(quote: AssetQuote | undefined) {
  return { price: quote?.price ?? null, changePercentage: quote?.change_percent ?? null, currency: quote?.currency ?? null };
}

/** One asset of the list. */
export function presentAssetSummary(symbol: string, identity: AssetIdentity, tally: Tally, quote: AssetQuote | undefined): AssetSummary {
  return {
    symbol,
    ...identity,
    mentions: tally.mentions,
    bullish: tally.bullish,
    bearish: tally.bearish,
    neutral: tally.neutral,
    sentimentIndex: tally.index,
    ...quoteFields(quote),
  };
}

export interface AssetDetailParts {
  symbol: string;
  identity: AssetIdentity;
  quote: AssetQuote | undefined;
  window: AssetWindow;
  total: Tally;
  trend: { at: Date; tally: Tally; price: number | null }[];
  topStories: NewsItem[];
  relatedSymbols: string[];
}

/** One asset's page. */
export function presentAssetDetail(parts: AssetDetailParts): AssetDetail {
  const { total, quote } = parts;
  const trend: AssetTrendPoint[] = parts.trend.map(({ at, tally, price }) => ({
    at: at.toISOString(),
    mentions: tally.mentions,
    bullish: tally.bullish,
    bearish: tally.bearish,
    neutral: tally.neutral,
    index: tally.index,
    price,
  }));
  return {
    symbol: parts.symbol,
    ...parts.identity,
    ...quoteFields(quote),
    // As the ticker entries: the sign of the figure shown, and an unknown change is not a rise.
    isPositive: formatChange(quote?.change_percent ?? null).isPositive,
    window: parts.window,
    mentions: total.mentions,
    sentiment: { bullish: total.bullish, bearish: total.bearish, neutral: total.neutral, index: total.index },
    trend,
    topStories: parts.topStories,
    relatedSymbols: parts.relatedSymbols,
  };
}
