import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OneMinuteSummary } from '../../../contracts/summaries';
import { stripMarkup } from '../../lib/news-format';

const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : 'Unknown date');

/** One summary (docs/product.md#one-minute-summaries-page): date, title, when it was summarised, the body and a link to the original. */
export function SummaryCard({ item }: { item: OneMinuteSummary }) {
  return (
    <Card withBorder padding="md" component="article" data-testid="summary-card">
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {dateOf(item.news_published_at)}
        </Text>
        <Title order={3} fz="md">
          {stripMarkup(item.news_title)}
        </Title>
        <Text size="xs" c="dimmed">
          Summarized {new Date(item.created_at).toLocaleString()}
        </Text>
        <Text size="sm">{stripMarkup(item.content ?? item.summary)}</Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            Reading time: ~1 minute
          </Text>
          {item.news_url && (
            <Anchor href={item.news_url} target="_blank" rel="noopener noreferrer" size="sm">
              Read original
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
