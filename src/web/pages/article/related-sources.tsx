import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { NewsDetail } from '../../../contracts/news';
import { stripMarkup, timeAgo } from '../../lib/news-format';
import { ExternalLinkIcon } from './article-icons';

type StorySource = NewsDetail['related'][number];

function RelatedSource({ story }: { story: StorySource }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        {/* A name with no spaces breaks rather than push the time and link off the page. */}
        <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {story.source}
        </Text>
        <Text size="xs" c="dimmed">
          {timeAgo(story.published_at)}
        </Text>
        {story.url && (
          <Anchor href={story.url} target="_blank" rel="noopener noreferrer" c="dimmed" aria-label={`Open ${story.source}'s original`} lh={1}>
            <ExternalLinkIcon size={14} />
          </Anchor>
        )}
      </Group>
      <Anchor component={Link} to={`/news/${story.id}`} size="sm" c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
        {stripMarkup(story.title)}
      </Anchor>
    </Stack>
  );
}

/** The same story from other sources (the server's story cluster); hidden when there are none. */
export function RelatedSources({ article }: { article: NewsDetail }) {
  if (article.related.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="also-reported-by">
      <Title order={2} fz="lg" id="also-reported-by">
        Also reported by
      </Title>
      {article.related.map((story) => (
        <RelatedSource key={story.id} story={story} />
      ))}
    </Stack>
  );
}
