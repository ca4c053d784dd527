import { Anchor, Button, Popover, Stack, Text } from '@mantine/core';
import { FeedUrls } from '../../components/feed-urls/feed-urls';
import { useFirstOpen } from '../../hooks/use-first-open';
import { newsFeedUrls } from '../../lib/news-feed-urls';
import type { FeedQuery } from '../../components/news-feed/use-feed-items';
import { useRef } from 'react';

/**
 * Subscribe: the news feed's addresses for what the home feed shows now (topic, sort, search and
 * filters), to paste into a feed reader (docs/product.md#feeds-out).
 */
export function SubscribeButton({ query }: { query: FeedQuery }) {
  const urls = newsFeedUrls(window.location.origin, query);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popover = useFirstOpen(triggerRef, 'dialog');
  const trigger = (
    <Button
      ref={triggerRef}
      variant="light"
      color="orange"
      size="xs"
      data-testid="subscribe-button"
      {...popover.triggerProps}
    >
      Subscribe
    </Button>
  );
  // The popover itself only once opened (hooks/use-first-open.ts says why).
  if (!popover.mounted) return trigger;
  return (
    <Popover opened={popover.opened} onChange={popover.setOpened} width={420} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)" data-testid="subscribe-panel">
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            Follow this feed in your reader
          </Text>
          <Text size="xs" c="dimmed">
            With the filters shown now. Any feed reader takes one of these addresses.{' '}
            <Anchor href={urls.rss} size="xs" target="_blank" rel="noreferrer">
              Open the RSS feed
            </Anchor>
          </Text>
          {query.filters.watchlist && (
            <Text size="xs" c="dimmed">
              These leave out the Watchlist filter, which is yours alone: its own feed is under Your Settings, Personal feeds.
            </Text>
          )}
          <FeedUrls urls={urls} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
