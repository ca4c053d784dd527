import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AssetDetail } from '../../../contracts/assets';
import { SentimentBar } from '../../components/sentiment-bar';
import { indexMood, indexText, WINDOW_NAMES } from '../../lib/asset-format';

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function indexColor(index: number | null): string {
  if (index === null || index === 0) return 'dimmed';
  return index > 0 ? 'green' : 'red';
}

/** The window's sentiment in numbers: the index, the three counts and their bar. */
export function SentimentPanel({ asset }: { asset: AssetDetail }) {
  const { sentiment } = asset;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sentiment-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed" id="sentiment-title">
              Sentiment
            </Title>
            <Text size="xs" c="dimmed">
              {asset.mentions} {asset.mentions === 1 ? 'mention' : 'mentions'} in {WINDOW_NAMES[asset.window]}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fz={32} fw={800} lh={1} c={indexColor(sentiment.index)} data-testid="sentiment-index" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {indexText(sentiment.index)}
            </Text>
            <Text size="xs" c="dimmed">
              index · {indexMood(sentiment.index)}
            </Text>
          </Stack>
        </Group>
        <SentimentBar counts={sentiment} size={10} />
        <Group justify="space-around">
          <Count label="Bullish" value={sentiment.bullish} color="green" />
          <Count label="Neutral" value={sentiment.neutral} color="dimmed" />
          <Count label="Bearish" value={sentiment.bearish} color="red" />
        </Group>
      </Stack>
    </Paper>
  );
}
