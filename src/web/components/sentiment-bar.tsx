import { Progress } from '@mantine/core';
import { type SentimentCounts, sentimentShares } from '../lib/asset-format';

// The feed's sentiment colours (docs/product.md#score-bands-and-sentiment), neutral between.
const SIDES = [
  { key: 'bullish', color: 'green' },
  { key: 'neutral', color: 'gray.6' },
  { key: 'bearish', color: 'red' },
] as const;

// On a tinted surface (the asset board's tiles) the fills fall to 1.8–2.7:1 against it, and
// green beside grey to 1.04:1: an edge and separators in the surface's text colour draw the bar
// and each share of it at 3:1 or more (WCAG 1.4.11), whatever the tint.
const EDGE = 'var(--mantine-color-bright)';

/**
 * Bullish, neutral and bearish mentions as one bar, each side as wide as its share; read out as
 * counts. `outlined` edges the bar and its shares, for a surface its fills do not stand out from.
 */
export function SentimentBar({ counts, size = 8, outlined = false }: { counts: SentimentCounts; size?: number; outlined?: boolean }) {
  const shares = sentimentShares(counts);
  const label = `${counts.bullish} bullish, ${counts.neutral} neutral, ${counts.bearish} bearish`;
  const shown = SIDES.filter((side) => shares[side.key] > 0);
  return (
    <Progress.Root size={size} radius="xl" role="img" aria-label={label} title={label} bg="var(--mantine-color-default-border)" style={outlined ? { outline: `1px solid ${EDGE}` } : undefined}>
      {shown.map((side, i) => (
        <Progress.Section key={side.key} value={shares[side.key]} color={side.color} aria-hidden style={outlined && i > 0 ? { borderInlineStart: `1px solid ${EDGE}` } : undefined} />
      ))}
    </Progress.Root>
  );
}
