import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NewsItem } from '../../../contracts/news';
import { assetSentimentShown, type Band, importanceBand, popularityBand, unsaidPart } from '../../lib/news-format';

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

/**
 * Bullish, Bearish or Neutral in its colour, a missing sentiment reading Neutral; "Not assessed"
 * when the enricher could not read the language, the whole reason in its tooltip and accessible
 * name (docs/product.md#score-bands-and-sentiment).
 */
export function SentimentBadge({
  item,
  asset = null,
  variant = 'dot',
  size = 'sm',
}: {
  item: Pick<NewsItem, 'sentiment' | 'sentiment_note'> & Partial<Pick<NewsItem, 'ticker_sentiments'>>;
  /** The one asset the feed is filtered to: its own sentiment is shown where it differs. */
  asset?: string | null;
  variant?: 'dot' | 'light';
  size?: 'sm' | 'md';
}) {
  const shown = assetSentimentShown(item, asset);
  const unsaid = unsaidPart(shown);
  // A grey dot is drawn in gray's filled shade, which the dark scheme takes as its 8th: on the
  // dark card it vanished (1.3:1), beside clear green and red ones. The 6th shows on both.
  const color = variant === 'dot' && shown.color === 'gray' ? 'gray.6' : shown.color;
  return (
    <Badge variant={variant} color={color} size={size} tt="none" title={shown.note ?? undefined} style={{ flexShrink: 0 }}>
      {shown.label}
      {unsaid && <VisuallyHidden>{unsaid}</VisuallyHidden>}
    </Badge>
  );
}

/**
 * The AI importance and popularity scores in their bands, N/A when not scored
 * (docs/product.md#score-bands-and-sentiment); with `why`, each followed by what it gives for that
 * score (the open story's "why?": passed in rather than imported, so the cards' code does not bring it).
 */
export function ScoreBadges({ item, why }: { item: NewsItem; why?: (kind: 'importance' | 'popularity', score: number | null) => ReactNode }) {
  return (
    <Group gap={6}>
      <Group gap={2} wrap="nowrap">
        <ScoreBadge name="Importance" score={item.aiScore} band={importanceBand} />
        {why?.('importance', item.aiScore)}
      </Group>
      <Group gap={2} wrap="nowrap">
        <ScoreBadge name="Popularity" score={item.popularityScore} band={popularityBand} />
        {why?.('popularity', item.popularityScore)}
      </Group>
    </Group>
  );
}
