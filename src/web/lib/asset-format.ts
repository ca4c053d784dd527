import type { AssetTrendPoint, AssetWindow } from '../../contracts/assets';
import { NO_DATA } from '../../contracts/market-constants';

// The asset pages' wording and colours (docs/product.md#asset-pages). The windows and orders are
// typed against the contract rather than imported from it: its values come with zod, which
// stays out of the pages' chunks (as client.ts keeps it out of the first load).

/** Each window with the words the pages use for it; a Record, so the type checker keeps it complete. */
export const WINDOW_NAMES: Record<AssetWindow, string> = { '24h': 'the last 24 hours', '7d': 'the last 7 days', '30d': 'the last 30 days' };
export const ASSET_WINDOW_VALUES = Object.keys(WINDOW_NAMES) as AssetWindow[];
export type AssetSort = 'mentions' | 'sentiment';
export const ASSET_SORT_VALUES: readonly AssetSort[] = ['mentions', 'sentiment'];

export interface SentimentCounts {
  bullish: number;
  bearish: number;
  neutral: number;
}

/** Each side's share of the mentions in whole percent, summing to 100 (0s when nothing was said). */
export function sentimentShares(counts: SentimentCounts): SentimentCounts {
  const total = counts.bullish + counts.bearish + counts.neutral;
  if (total === 0) return { bullish: 0, bearish: 0, neutral: 0 };
  const bullish = Math.round((counts.bullish / total) * 100);
  const bearish = Math.round((counts.bearish / total) * 100);
  // Rounding the two sides alone may leave 99 or 101: neutral takes the rest.
  return { bullish, bearish, neutral: Math.max(0, 100 - bullish - bearish) };
}

/** "+42", "−17" or "0"; "n/a" when nothing was mentioned. */
export function indexText(index: number | null): string {
  if (index === null) return 'n/a';
  if (index > 0) return `+${index}`;
  return index < 0 ? `−${Math.abs(index)}` : '0';
}

/** The index's reading in words, for the tile's title and screen readers. */
export function indexMood(index: number | null): string {
  if (index === null) return 'no sentiment yet';
  if (index >= 20) return 'bullish';
  if (index <= -20) return 'bearish';
  return 'mixed';
}

/**
 * A heatmap tile's background: the scheme's tile surface mixed with green (bullish) or red
 * (bearish) in proportion to the index, so a glance finds the strong moods. At least a tint
 * of the side shows from ±1 on, so "slightly bearish" is not mistaken for no news.
 */
export function heatColor(index: number | null): string {
  if (index === null || index === 0) return 'var(--aw-heat-even)';
  const side = index > 0 ? 'bullish' : 'bearish';
  const strength = Math.round(12 + (Math.min(100, Math.abs(index)) / 100) * 73);
  return `color-mix(in srgb, var(--aw-heat-${side}) ${strength}%, var(--aw-heat-even))`;
}

/** A price with its currency ("$60,000.00"), or the market panels' "no-data". */
export function priceText(price: number | null, currency: string | null): string {
  if (price === null) return NO_DATA;
  const digits = Math.abs(price) >= 1 ? 2 : 6;
  const options: Intl.NumberFormatOptions = { maximumFractionDigits: digits, minimumFractionDigits: Math.min(2, digits) };
  if (currency === null) return price.toLocaleString('en-US', options);
  try {
    return price.toLocaleString('en-US', { ...options, style: 'currency', currency });
  } catch {
    // A code Intl does not know (a provider's odd one): the number, then the code.
    return `${price.toLocaleString('en-US', options)} ${currency}`;
  }
}

/**
 * One bucket's label on the chart: its hour in the reader's time for 24 hours (timeZone is for
 * tests), its day otherwise. A daily bucket is a UTC day, so it is named in UTC: in New York the
 * local date of its start is the day before.
 */
export function bucketLabel(at: string, window: AssetWindow, timeZone?: string): string {
  const date = new Date(at);
  if (window === '24h') return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export interface ChartPoint {
  label: string;
  index: number | null;
  mentions: number;
  price: number | null;
}

/** The trend as the chart draws it; a bucket without a quote or a mention keeps its null, a gap in its line. */
export function chartPoints(trend: readonly AssetTrendPoint[], window: AssetWindow, timeZone?: string): ChartPoint[] {
  return trend.map((point) => ({ label: bucketLabel(point.at, window, timeZone), index: point.index, mentions: point.mentions, price: point.price }));
}

/** Whether a line has a point with no neighbour: it has no segment, so only a dot shows it. */
export function hasLonePoint(values: readonly (number | null)[]): boolean {
  return values.some((value, i) => value !== null && (values[i - 1] ?? null) === null && (values[i + 1] ?? null) === null);
}

// A price that never moved in the window (or was quoted once) gets ±2 around it from Recharts, an
// axis of 89,998 to 90,002 for a bitcoin and below zero for a currency pair: a share of the price
// puts the line mid-chart at any scale. Its ticks are the price and the two ends, so no two labels
// read the same once rounded to the price's digits (as Recharts' own steps would at 1.075 and 1.08).
const FLAT_PRICE_MARGIN = 0.01;

export interface PriceAxis {
  domain: [number, number] | ['auto', 'auto'];
  ticks?: number[];
}

/** The price axis's range: Recharts' own for a price that moved, the price ±1 % for one that did not. */
export function priceAxis(prices: readonly (number | null)[]): PriceAxis {
  const known = prices.filter((price): price is number => price !== null);
  const price = Math.min(...known);
  if (known.length === 0 || price !== Math.max(...known)) return { domain: ['auto', 'auto'] };
  const margin = Math.abs(price) * FLAT_PRICE_MARGIN || 1;
  return { domain: [price - margin, price + margin], ticks: [price - margin, price, price + margin] };
}
