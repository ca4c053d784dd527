import { Progress } from '@mantine/core';
import { type SentimentCounts, sentimentShares } from '../lib/asset-format';

// The feed's sentiment colours (docs/product.md#score-bands-and-sentiment), neutral between.
const SIDES = [
  { key: 'bullish', color: 'green' },
  { key: 'neutral', color: 'gray.6' },
  { key: 'bearish', color: 'red' },
] as const;

/** Bullish, neutral and bearish mentions as one bar, each side as wide as its share; read out as counts. */
export function SentimentBar({ counts, size = 8 }: { counts: SentimentCounts; size?: number }) {
  const shares = sentimentShares(counts);
  const label = `${counts.bullish} bullish, ${counts.neutral} neutral, ${counts.bearish} bearish`;
  return (
    <Progress.Root size={size} radius="xl" role="img" aria-label={label} title={label} bg="var(--mantine-color-default-border)">
      {SIDES.map((side) => shares[side.key] > 0 && <Progress.Section key={side.key} value={shares[side.key]} color={side.color} aria-hidden />)}
    </Progress.Root>
  );
}
