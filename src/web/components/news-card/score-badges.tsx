import { Badge, Group } from '@mantine/core';
import type { NewsItem } from '../../../contracts/news';
import { type Band, importanceBand, popularityBand, sentimentStyle } from '../../lib/news-format';
import { ScoreWhy } from '../score-why/score-why';

const NOT_SCORED: Band = { label: 'N/A', color: 'gray' };

function ScoreBadge({ name, score, band }: { name: string; score: number | null; band: (score: number) => Band }) {
  const shown = score === null ? NOT_SCORED : band(score);
  const text = score === null ? `${name} N/A` : `${shown.label} · ${score}`;
  return (
    <Badge variant="light" color={shown.color} size="sm" tt="none" title={`${name}: ${score ?? 'not scored yet'}`}>
      {text}
    </Badge>
  );
}

/** Bullish, Bearish or Neutral in its colour; a missing sentiment reads Neutral (docs/product.md#score-bands-and-sentiment). */
export function SentimentBadge({ sentiment }: { sentiment: NewsItem['sentiment'] }) {
  const style = sentimentStyle(sentiment);
  return (
    <Badge variant="dot" color={style.color} size="sm" tt="none">
      {style.label}
    </Badge>
  );
}

/**
 * The AI importance and popularity scores in their bands, N/A when not scored
 * (docs/product.md#score-bands-and-sentiment); with `explain`, each followed by its "why?".
 */
export function ScoreBadges({ item, explain = false }: { item: NewsItem; explain?: boolean }) {
  return (
    <Group gap={6}>
      <Group gap={2} wrap="nowrap">
        <ScoreBadge name="Importance" score={item.aiScore} band={importanceBand} />
        {explain && <ScoreWhy kind="importance" score={item.aiScore} reasons={item.score_reasons} />}
      </Group>
      <Group gap={2} wrap="nowrap">
        <ScoreBadge name="Popularity" score={item.popularityScore} band={popularityBand} />
        {explain && <ScoreWhy kind="popularity" score={item.popularityScore} reasons={item.score_reasons} />}
      </Group>
    </Group>
  );
}
