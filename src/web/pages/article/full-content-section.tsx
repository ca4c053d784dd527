import { Alert, Group, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import type { NewsDetail } from '../../../contracts/news';
import { dirOf, langOf } from '../../lib/news-format';
import { SafeHtmlView } from './safe-html-view';
import classes from './full-content-section.module.css';

function StatusNote({ article, hasFullContent }: { article: NewsDetail; hasFullContent: boolean }) {
  if (hasFullContent) return null;
  if (article.full_content_status === 'pending') {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Fetching the full article from the original page…
        </Text>
      </Group>
    );
  }
  if (article.full_content_status === 'failed') {
    return (
      <Alert variant="outline" color="yellow" p="xs">
        The original page could not be read, so this is the text the feed provided.
      </Alert>
    );
  }
  return null;
}

/** The full article, or the feed's own text while (or when) the original page cannot be had. */
export function FullContentSection({ article }: { article: NewsDetail }) {
  const full = article.full_content;
  const html = full ?? article.content ?? '';
  return (
    <Stack gap="sm" component="section" aria-labelledby="full-article">
      <Title order={2} fz="lg" id="full-article">
        Full Article
      </Title>
      <StatusNote article={article} hasFullContent={full !== null} />
      {html.trim() ? (
        <Typography className={classes.content} lang={langOf(article)} dir={dirOf(article)}>
          <SafeHtmlView html={html} />
        </Typography>
      ) : (
        <Text c="dimmed">No article text is available. Use Read Original to open it at the source.</Text>
      )}
    </Stack>
  );
}
