import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { YAxis } from 'recharts';
import type { AssetDetail } from '../../../contracts/assets';
import type { ChartPoint } from '../../lib/asset-format';
import { chartPoints, hasLonePoint, indexText, priceAxis, priceText, WINDOW_NAMES } from '../../lib/asset-format';

// Mentions are drawn as bars along the foot of the chart, like a volume strip under a price: their
// own hidden axis reaches three times the busiest bucket, so they keep to the lower third.
const MENTIONS_AXIS = 'mentions';
const MENTIONS_HEADROOM = 3;

/** What the chart shows, in words: its name for screen readers (WCAG 1.1.1). */
function chartSummary(asset: AssetDetail, data: ChartPoint[]): string {
  const span = <T,>(values: (T | null)[], text: (value: T) => string): string => {
    const known = values.filter((value): value is T => value !== null);
    if (known.length === 0) return 'no data';
    return known.length === 1 ? text(known[0]!) : `from ${text(known[0]!)} to ${text(known[known.length - 1]!)}`;
  };
  const mentions = data.reduce((sum, point) => sum + point.mentions, 0);
  return [
    `Over ${WINDOW_NAMES[asset.window]}, ${asset.symbol}: sentiment index ${span(data.map((point) => point.index), indexText)}`,
    `${mentions} ${mentions === 1 ? 'mention' : 'mentions'}`,
    `price ${span(data.map((point) => point.price), (price) => priceText(price, asset.currency))}.`,
  ].join(', ');
}

interface TrendChartProps {
  asset: AssetDetail;
}

/**
 * The sentiment index (left axis, −100…100) and the price (right axis) over the window, with
 * the mentions of each bucket beneath (docs/product.md#asset-pages).
 */
export function TrendChart({ asset }: TrendChartProps) {
  const data = chartPoints(asset.trend, asset.window);
  const busiest = Math.max(1, ...data.map((point) => point.mentions));
  const prices = data.map((point) => point.price);
  const hasPrice = prices.some((price) => price !== null);
  // A point between gaps draws no line: its dot must show (a new install's first hour of quotes,
  // an asset named once in the window).
  const lonePoint = hasLonePoint(prices) || hasLonePoint(data.map((point) => point.index));
  if (data.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl">
        No mentions in this window.
      </Text>
    );
  }
  // One image named by its summary, and no focus stop: Recharts' keyboard layer adds an unnamed
  // stop on the drawing, then one per bucket without a focus ring.
  return (
    <CompositeChart
      role="img"
      accessibilityLayer={false}
      h={280}
      data={data}
      dataKey="label"
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      curveType="monotone"
      // An hour or day without a quote or a mention is a gap, not a straight line across it.
      connectNulls={false}
      withDots={lonePoint}
      maxBarWidth={18}
      yAxisProps={{ domain: [-100, 100], ticks: [-100, -50, 0, 50, 100], width: 44 }}
      withRightYAxis={hasPrice}
      rightYAxisProps={{ ...priceAxis(prices), width: 72, tickFormatter: (value: number) => priceText(value, null) }}
      referenceLines={[{ y: 0, color: 'gray.6' }]}
      valueFormatter={(value) => String(value)}
      series={[
        { name: 'mentions', label: 'Mentions', color: 'gray.6', type: 'bar', yAxisId: MENTIONS_AXIS },
        { name: 'index', label: 'Sentiment index', color: 'var(--mantine-color-teal-text)', type: 'line' },
        ...(hasPrice ? [{ name: 'price', label: 'Price', color: 'var(--mantine-color-yellow-text)', type: 'line' as const, yAxisId: 'right' }] : []),
      ]}
      aria-label={chartSummary(asset, data)}
    >
      <YAxis yAxisId={MENTIONS_AXIS} hide domain={[0, busiest * MENTIONS_HEADROOM]} />
    </CompositeChart>
  );
}
