import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { NewsDetail } from '../../../contracts/news';
import { dirOf, langOf, stripMarkup, timeAgo } from '../../lib/news-format';
import { SentimentBadge } from '../../components/news-card/score-badges';
import { explainNoOriginal, openableUrl } from '../../lib/original-link';
import { SentimentWhy } from '../../components/score-why/sentiment-why';
import { ExternalLinkIcon } from './article-icons';

const published = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ReadOriginalButton({ url }: { url: string | null }) {
  const icon = <ExternalLinkIcon size={16} />;
  const href = openableUrl(url);
  if (href) {
    return (
      <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="light" leftSection={icon}>
        Read Original
      </Button>
    );
  }
  // Still offered, so the reader learns why there is nothing to open (docs/product.md#article-page).
  return (
    <Button variant="light" leftSection={icon} onClick={() => explainNoOriginal(url)}>
      Read Original
    </Button>
  );
}

/** Title, source, time, sentiment and the way out to the original page. */
export function ArticleHeader({ article }: { article: NewsDetail }) {
  const age = timeAgo(article.published_at);
  return (
    <Stack gap="sm">
      {/* A word longer than the line (a pasted URL, a name with no spaces) breaks rather than widen the page. */}
      <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.25} lang={langOf(article)} dir={dirOf(article)} style={{ overflowWrap: 'anywhere' }}>
        {stripMarkup(article.title)}
      </Title>
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {article.source}
          </Text>
          <Text size="sm" c="dimmed" component="time" dateTime={article.published_at}>
            {published.format(new Date(article.published_at))} · {age === 'now' ? 'now' : `${age} ago`}
          </Text>
          <Group gap={2} wrap="nowrap">
            <SentimentBadge item={article} variant="light" size="md" />
            <SentimentWhy item={article} />
          </Group>
        </Group>
        <ReadOriginalButton url={article.url} />
      </Group>
    </Stack>
  );
}
