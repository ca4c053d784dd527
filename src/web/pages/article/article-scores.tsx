import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { NewsDetail } from '../../../contracts/news';
import { importanceBand, popularityBand, type Band } from '../../lib/news-format';
import { TickerLink } from '../../components/ticker-link/ticker-link';
import { tickerLabel } from '../../lib/ticker-link';
import { ScoreWhy } from '../../components/score-why/score-why';

interface ScoreProps {
  label: string;
  /** The score's key in `score_reasons`, for its "why?". */
  kind: string;
  reasons: NewsDetail['score_reasons'];
  score: number | null;
  band: (score: number) => Band;
}

function ScoreCard({ label, kind, reasons, score, band }: ScoreProps) {
  const { label: bandLabel, color } = score === null ? { label: 'Not scored yet', color: 'gray' } : band(score);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <ScoreWhy kind={kind} score={score} reasons={reasons} />
        </Group>
        <Group gap={6} align="baseline">
          <Text fz={26} fw={700} lh={1}>
            {score === null ? 'N/A' : score}
          </Text>
          {score !== null && (
            <Text size="sm" c="dimmed">
              /100
            </Text>
          )}
        </Group>
        <Progress value={score ?? 0} color={color} size="sm" aria-hidden />
        <Text size="sm" c={score === null ? 'dimmed' : color} fw={500}>
          {bandLabel}
        </Text>
      </Stack>
    </Paper>
  );
}

function Tags({ article }: { article: NewsDetail }) {
  if (article.categories.length === 0 && article.tickers.length === 0) return null;
  return (
    <Group gap={6}>
      {article.categories.map((category) => (
        <Badge key={`c-${category}`} variant="outline" color="gray" tt="none">
          {category}
        </Badge>
      ))}
      {article.tickers.map((ticker) => (
        <TickerLink key={`t-${ticker}`} symbol={ticker} label={tickerLabel(ticker)} size="md" />
      ))}
    </Group>
  );
}

/**
 * The AI importance and popularity scores with their bands (docs/product.md#score-bands-and-sentiment)
 * and each its "why?" (docs/product.md#why-this-score), then categories and tickers.
 */
export function ArticleScores({ article }: { article: NewsDetail }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <ScoreCard label="AI Importance" kind="importance" reasons={article.score_reasons} score={article.aiScore} band={importanceBand} />
        <ScoreCard label="Popularity" kind="popularity" reasons={article.score_reasons} score={article.popularityScore} band={popularityBand} />
      </SimpleGrid>
      <Tags article={article} />
    </Stack>
  );
}
