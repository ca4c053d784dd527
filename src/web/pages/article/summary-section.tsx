import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { NewsDetail } from '../../../contracts/news';
import { summaryOf } from '../../lib/news-format';

/** The AI one-minute summary, else the feed's own text (docs/product.md#news-item-fields). */
export function SummarySection({ article }: { article: NewsDetail }) {
  const summary = summaryOf(article);
  return (
    <Stack gap="xs" component="section" aria-labelledby="one-minute-summary">
      <Group gap="xs" justify="space-between">
        <Title order={2} fz="lg" id="one-minute-summary">
          One-Minute Summary
        </Title>
        <Badge variant="default" tt="none">
          about 1 minute
        </Badge>
      </Group>
      <Text lh={1.65}>{summary || 'No summary is available for this article yet.'}</Text>
    </Stack>
  );
}
