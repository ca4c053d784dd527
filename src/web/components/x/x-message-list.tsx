import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { XPost } from '../../../contracts/x';
import { readableMessage } from '../../api/api-error';
import { useNewsList } from '../../api/news';
import { usePostToX, useProfile, useXPosts } from '../../api/x';
import { dirOf, langOf, stripMarkup, timeAgo, tweetOf } from '../../lib/news-format';
import { showToast } from '../../lib/toast';
import { PendingButton } from '../pending-button/pending-button';

const STATUS_COLOR: Record<XPost['status'], string> = { posted: 'teal', failed: 'red', pending: 'yellow' };
const MODE_LABEL: Record<XPost['mode'], string> = { manual: 'Posted by you', auto: 'Auto-post', test: 'Test post' };

function PostRow({ post }: { post: XPost }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={6}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {post.text}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Badge color={STATUS_COLOR[post.status]} variant="light" size="sm">
            {post.status}
          </Badge>
          <Text size="xs" c="dimmed">
            {MODE_LABEL[post.mode]} · <time dateTime={post.created_at}>{new Date(post.created_at).toLocaleString()}</time>
          </Text>
          {post.url && (
            <Anchor href={post.url} target="_blank" rel="noopener noreferrer" size="xs">
              View on X
            </Anchor>
          )}
        </Group>
        {post.error && (
          <Text size="xs" c="red">
            {post.error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The messaging panel (docs/product.md#message-centre, also the X Messages tab): latest news to post by
 * hand, and the member's posts with their status, link on X and error in plain words.
 */
export function XMessageList() {
  const profile = useProfile();
  const posts = useXPosts();
  const news = useNewsList({ page: 1, limit: 8, sort: 'latest' });
  const post = usePostToX();
  const hasCredentials = profile.data?.hasXCredentials ?? false;

  async function postItem(id: number) {
    if (!hasCredentials) {
      showToast({ title: 'Twitter API credentials required', message: 'Add your X API credentials in Settings, X Integration.', variant: 'destructive' });
      return;
    }
    try {
      const answer = await post.mutateAsync({ id });
      showToast({ title: 'Posted to X', message: answer.text });
    } catch (error) {
      showToast({ title: 'Failed to post to X', message: readableMessage(error, 'Unknown error occurred'), variant: 'destructive' });
    }
  }

  return (
    <Stack gap="lg">
      {profile.data && !hasCredentials && (
        <Alert color="orange" title="Twitter API credentials required">
          Add your own X app’s credentials in{' '}
          {/* inherit: the link reads at the banner's text size, not Anchor's larger default. */}
          <Anchor component={Link} to="/settings?section=x" inherit underline="always">
            Settings
          </Anchor>{' '}
          to post news to X.
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="x-post-news">
        <Title order={2} fz="md" id="x-post-news">
          Share the latest news
        </Title>
        {news.isPending && <Loader size="sm" />}
        {news.data?.items.map((item) => (
          <Card key={item.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              {/* The whole width beside the button: a right-to-left title ends at its right edge, not at the longest line's. */}
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                {/* In the article's language and direction: an Arabic or Hebrew title sat on the left. */}
                <Anchor component={Link} to={`/news/${item.id}`} fw={600} size="sm" lineClamp={2} lang={langOf(item)} dir={dirOf(item)}>
                  {stripMarkup(item.title)}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={2} lang={langOf(item)} dir={dirOf(item)}>
                  {tweetOf(item)}
                </Text>
                <Text size="xs" c="dimmed">
                  {/* Isolated: an Arabic or Hebrew name took the age into its run ("8 · الجزيرة للأعمالm"). */}
                  <bdi>{item.source}</bdi> · {timeAgo(item.published_at)}
                </Text>
              </Stack>
              <PendingButton size="xs" variant="light" aria-label={`Post to X: ${stripMarkup(item.title)}`} onClick={() => void postItem(item.id)} pending={post.isPending && post.variables?.id === item.id} style={{ flexShrink: 0 }}>
                Post to X
              </PendingButton>
            </Group>
          </Card>
        ))}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="x-your-posts">
        <Title order={2} fz="md" id="x-your-posts">
          Your posts
        </Title>
        {posts.data?.items.length === 0 && <Text c="dimmed" size="sm">Nothing posted yet. Post a news item above, or turn on auto-posting in News Preferences.</Text>}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {posts.data?.items.map((p) => <PostRow key={p.id} post={p} />)}
        </Stack>
      </Stack>
    </Stack>
  );
}
