import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { YAxis } from 'recharts';
import type { AssetDetail } from '../../../contracts/assets';
import { chartPoints, priceText } from '../../lib/asset-format';

// Mentions are drawn as bars along the foot of the chart, like a volume strip under a price: their
// own hidden axis reaches three times the busiest bucket, so they keep to the lower third.
const MENTIONS_AXIS = 'mentions';
const MENTIONS_HEADROOM = 3;

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
  const prices = data.filter((point) => point.price !== null).length;
  const hasPrice = prices > 0;
  // A line of one point draws nothing: its dot must show (a new install's first hour of quotes,
  // an asset named once in the window).
  const lonePoint = prices === 1 || data.filter((point) => point.index !== null).length === 1;
  if (data.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl">
        No mentions in this window.
      </Text>
    );
  }
  return (
    <CompositeChart
      h={280}
      data={data}
      dataKey="label"
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      curveType="monotone"
      withDots={lonePoint}
      maxBarWidth={18}
      yAxisProps={{ domain: [-100, 100], ticks: [-100, -50, 0, 50, 100], width: 44 }}
      withRightYAxis={hasPrice}
      rightYAxisProps={{ domain: ['auto', 'auto'], width: 72, tickFormatter: (value: number) => priceText(value, null) }}
      referenceLines={[{ y: 0, color: 'gray.6' }]}
      valueFormatter={(value) => String(value)}
      series={[
        { name: 'mentions', label: 'Mentions', color: 'gray.6', type: 'bar', yAxisId: MENTIONS_AXIS },
        { name: 'index', label: 'Sentiment index', color: 'var(--mantine-color-teal-text)', type: 'line' },
        ...(hasPrice ? [{ name: 'price', label: 'Price', color: 'var(--mantine-color-yellow-text)', type: 'line' as const, yAxisId: 'right' }] : []),
      ]}
      aria-label={`Sentiment index, mentions and price of ${asset.symbol} over ${asset.window}`}
    >
      <YAxis yAxisId={MENTIONS_AXIS} hide domain={[0, busiest * MENTIONS_HEADROOM]} />
    </CompositeChart>
  );
}
