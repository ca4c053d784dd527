import { formatChange } from '../../../contracts/market-constants.js';
import type { TrendingItem } from '../../../contracts/trending.js';
import type { Clock } from '../../clock.js';
import type { AssetCatalog } from '../assets/catalog.js';
import type { TrendingRepository } from './repository.js';

const WINDOW_HOURS = 24;
const CANDIDATES = 30;
const SHOWN = 10;

export interface TrendingService {
  list(): Promise<TrendingItem[]>;
}

/**
 * Trending topics: the tickers the last day's news mentions most, each mention count weighed up
 * by how much the market moved (a 10 % move counts one and a half times, 20 % or more twice).
 */
export function createTrendingService(repository: TrendingRepository, clock: Clock, catalog: Pick<AssetCatalog, 'identify'>): TrendingService {
  return {
    async list(): Promise<TrendingItem[]> {
      const now = clock();
      const mentions = await repository.mentions(new Date(now.getTime() - WINDOW_HOURS * 3_600_000), now, CANDIDATES);
      const quotes = new Map((await repository.quotes(mentions.map((m) => m.symbol))).map((q) => [q.symbol, q]));
      const weighed = mentions.map((m) => {
        const quote = quotes.get(m.symbol);
        const move = Math.min(Math.abs(quote?.change_percent ?? 0), 20) / 20;
        return { ...m, quote, weight: m.mentions * (1 + move) };
      });
      weighed.sort((a, b) => b.weight - a.weight || b.mentions - a.mentions || a.symbol.localeCompare(b.symbol));
      return weighed.slice(0, SHOWN).map((entry, index) => {
        const change = formatChange(entry.quote?.change_percent ?? null);
        return {
          rank: index + 1,
          // Named as the asset board and pages name it.
          name: catalog.identify(entry.symbol, entry.quote?.name).name,
          symbol: entry.symbol,
          changePercentage: change.text,
          isPositive: change.isPositive,
          mentions: entry.mentions,
        };
      });
    },
  };
}
