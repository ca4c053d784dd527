import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAutopostNews, useAutopostStatus } from '../../api/x';
import { dirOf, langOf, stripMarkup, timeAgo, tweetOf } from '../../lib/news-format';

/** The Auto-Post Queue tab: what auto-posting sends next (5), and why it is paused when it is. */
export function AutoPostQueue() {
  const status = useAutopostStatus();
  const queue = useAutopostNews(5);
  return (
    <Stack gap="md">
      <Title order={2} fz="md">
        Auto-Post Queue
      </Title>
      {status.data?.pausedReason && (
        <Alert color="orange" title="Auto-posting paused">
          {status.data.pausedReason}
        </Alert>
      )}
      {status.data && !status.data.pausedReason && (
        <Text size="sm" c="dimmed">
          One item every {status.data.postingFrequencyHours} h.{' '}
          {status.data.nextPostAt && <>Next post after {new Date(status.data.nextPostAt).toLocaleString()}.</>}
        </Text>
      )}
      {queue.isPending && <Loader size="sm" />}
      {queue.isError && (
        <Alert color="red" title="Unable to load auto-post news">
          Sign in to use auto-posting feature
        </Alert>
      )}
      {queue.data?.length === 0 && (
        <Alert color="gray" title="No auto-post news available">
          Update your auto-post topics in preferences to get news to post.
        </Alert>
      )}
      {queue.data?.map((item, index) => (
        <Card key={item.id} withBorder padding="sm">
          <Text size="xs" c="dimmed">
            {/* Isolated: an Arabic or Hebrew name took the age into its run ("8 · الجزيرة للأعمالm"). */}
            {index === 0 ? 'Next' : `#${index + 1}`} · <bdi>{item.source}</bdi> · {timeAgo(item.published_at)}
          </Text>
          {/* In the article's language and direction: an Arabic or Hebrew title sat on the left. */}
          <Anchor component={Link} to={`/news/${item.id}`} fw={600} size="sm" lang={langOf(item)} dir={dirOf(item)}>
            {stripMarkup(item.title)}
          </Anchor>
          <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }} lang={langOf(item)} dir={dirOf(item)}>
            {tweetOf(item)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
