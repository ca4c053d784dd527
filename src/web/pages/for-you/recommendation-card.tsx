import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Recommendation } from '../../../contracts/recommendations';
import { SentimentBadge } from '../../components/news-card/score-badges';
import { dirOf, langOf, stripMarkup, summaryOf, timeAgo, truncate } from '../../lib/news-format';

// docs/product.md#sizes-and-limits: the card summary is cut at 120 characters.
const SUMMARY_LENGTH = 120;

/** The match percent's colour, in the score bands (docs/product.md#score-bands-and-sentiment). */
function matchColor(score: number): string {
  if (score >= 80) return 'green';
  if (score >= 60) return 'blue';
  if (score >= 40) return 'yellow';
  return 'red';
}

interface RecommendationCardProps {
  item: Recommendation;
  /** False before the member follows anything: there is no match to show, only importance. */
  showMatch: boolean;
  /** False when the list says once, above the cards, the reason they all share. */
  showReason: boolean;
}

/** One recommendation: its title, source and age, the match percent and why it was picked. */
export function RecommendationCard({ item, showMatch, showReason }: RecommendationCardProps) {
  const summary = summaryOf(item);
  return (
    <Card withBorder padding="md" component="article" data-testid="recommendation">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/news/${item.id}`} fw={600} c="inherit" style={{ minWidth: 0 }} lang={langOf(item)} dir={dirOf(item)}>
            {stripMarkup(item.title)}
          </Anchor>
          {showMatch && (
            <Badge color={matchColor(item.recommendationScore)} variant="light" style={{ flexShrink: 0 }}>
              {item.recommendationScore}% match
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Text size="xs" fw={700} c="teal">
            {item.source}
          </Text>
          <Text size="xs" c="dimmed">
            · {timeAgo(item.published_at)}
          </Text>
          <SentimentBadge item={item} />
        </Group>
        {summary && (
          <Text size="sm" c="dimmed" lang={langOf(item)} dir={dirOf(item)}>
            {truncate(summary, SUMMARY_LENGTH)}
          </Text>
        )}
        {showReason && (
          <Text size="xs" c="blue" fs="italic">
            {item.reason}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
