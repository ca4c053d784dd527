import { Blockquote, Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import type { NewsDetail } from '../../../contracts/news';
import { dirOf, langOf, tweetOf } from '../../lib/news-format';
import { CheckIcon, CopyIcon } from './article-icons';

/** The AI tweet draft as a quote, with a button that copies it for posting by hand. */
export function TweetDraft({ article }: { article: NewsDetail }) {
  const tweet = tweetOf(article);
  return (
    <Stack gap="xs" component="section" aria-labelledby="ai-tweet-draft">
      <Title order={2} fz="lg" id="ai-tweet-draft">
        AI Tweet Draft
      </Title>
      <Blockquote color="teal" p="md" radius="md">
        {/* The headline leads the draft, in the article's language and direction. */}
        <Text lh={1.6} lang={langOf(article)} dir={dirOf(article)} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {tweet}
        </Text>
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="dimmed">
            {tweet.length} characters
          </Text>
          <CopyButton value={tweet} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? 'filled' : 'light'}
                color="teal"
                leftSection={copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy tweet'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Blockquote>
    </Stack>
  );
}
