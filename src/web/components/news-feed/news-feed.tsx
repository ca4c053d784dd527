import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { NewsItem } from '../../../contracts/news';
import { apiErrorOf, readableMessage } from '../../api/api-error';
import { NewsCard } from '../news-card/news-card';
import { PendingButton } from '../pending-button/pending-button';
import { PoliteAnnouncer } from '../polite-announcer';
import { SponsoredCard } from '../news-card/sponsored-card';
import { searchTerms } from '../search-box/search-terms';
import type { FeedRefresh } from '../../hooks/use-live-updates';
import { FeedEmpty } from './feed-empty';
import { withSponsored } from './feed-entries';
import { type FeedItems, type FeedQuery, useFeedItems } from './use-feed-items';
import { useFeedKeyboard } from './use-feed-keyboard';
import { useFocusKeptInFeed } from './use-focus-kept-in-feed';

// docs/product.md#home: a sponsored card after every 8th item, in the plain feed (not in search results).
const SPONSORED_EVERY = 8;
// The cards of a first screen, even a tall one: the feed's first render commits only these, and the
// rest of the page follows in a render of its own, so neither is one long task (issue 28).
const FIRST_CARDS = 6;

export interface FeedSelection {
  cursorId: number | null;
  selectedId: number | null;
  onCursor: (item: NewsItem) => void;
  onSelect: (item: NewsItem) => void;
  onOpen: (item: NewsItem) => void;
}

interface NewsFeedProps {
  query: FeedQuery;
  delayMs: number;
  refresh: FeedRefresh;
  selection: FeedSelection;
  /** The level of the page's heading the feed sits under: the cards' titles are one below it. */
  under: 1 | 2;
  /** Told whether the API refuses the query (a 400: a filter mistyped in the address). */
  onRefused?: (refused: boolean) => void;
}

function FeedSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy aria-label="Loading news">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} h={150} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * Load more keeps the focus while the next page loads (PendingButton). When that page is the last,
 * the button goes and the focus, left on the page's body, moves to the last story's title once
 * its card is drawn (`settled`: the deferred cards have caught up), so Tab carries on from there.
 */
function FeedFooter({ feed, settled }: { feed: FeedItems; settled: boolean }) {
  const footer = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current || feed.loadingMore || !settled) return;
    pressed.current = false;
    const focused = document.activeElement;
    if (feed.hasMore || (focused !== null && focused !== document.body)) return;
    const titles = footer.current?.parentElement?.querySelectorAll<HTMLElement>('[data-card-title]');
    titles?.[titles.length - 1]?.focus();
  }, [feed.loadingMore, feed.hasMore, settled]);
  const loadMore = () => {
    pressed.current = true;
    feed.loadMore();
  };
  const count = feed.totalCount === null ? null : `${feed.items.length} of ${feed.totalCount} stories`;
  return (
    <Stack gap={6} align="center" py="xs" ref={footer}>
      {feed.hasMore && (
        <PendingButton variant="default" fullWidth onClick={loadMore} pending={feed.loadingMore}>
          Load more
        </PendingButton>
      )}
      <Text size="xs" c="dimmed">
        {feed.hasMore ? count : 'You are all caught up.'}
      </Text>
    </Stack>
  );
}

/** The cards of one feed query with their sponsored slots, Load more and empty or error states. */
export function NewsFeed({ query, delayMs, refresh, selection, under, onRefused }: NewsFeedProps) {
  const feed = useFeedItems(query, delayMs, refresh);
  const refused = feed.status === 'error' && apiErrorOf(feed.error)?.status === 400;
  useEffect(() => onRefused?.(refused), [onRefused, refused]);
  // A page of cards is much work to render: it is done as a transition, in slices that yield to
  // the browser, with the cards already shown (or the skeleton) standing in until it is ready.
  const items = useDeferredValue(feed.items);
  const [allShown, setAllShown] = useState(false);
  useEffect(() => {
    if (!allShown && items.length > 0) startTransition(() => setAllShown(true));
  }, [allShown, items.length]);
  const cursorMoved = useFeedKeyboard({ items: feed.items, cursorId: selection.cursorId, onCursor: selection.onCursor, onOpen: selection.onOpen });
  // The same words keep the same list, so the cards (memoised) need not render again.
  const highlight = useMemo(() => searchTerms(query.q), [query.q]);
  const { feedRef, onFeedFocus } = useFocusKeptInFeed(items);

  if (feed.status === 'loading' || (items.length === 0 && feed.items.length > 0)) return <FeedSkeleton />;
  if (feed.status === 'error') {
    return (
      <Alert color="red" title="The news could not be loaded">
        <Text size="sm">{readableMessage(feed.error, 'Failed to fetch news')}</Text>
        <Button variant="light" color="red" size="xs" mt="sm" onClick={feed.retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) return <FeedEmpty query={query} />;

  // Filtered to one asset, a card shows that asset's own sentiment: what the sentiment filter matched.
  const asset = query.filters.tickers.length === 1 ? query.filters.tickers[0]! : null;
  const entries = withSponsored(allShown ? items : items.slice(0, FIRST_CARDS), query.q === '' ? SPONSORED_EVERY : null);
  return (
    <Stack gap="sm" ref={feedRef} onFocus={onFeedFocus}>
      {entries.map((entry) =>
        entry.kind === 'sponsored' ? (
          <SponsoredCard key={entry.key} />
        ) : (
          <NewsCard
            key={entry.item.id}
            item={entry.item}
            highlight={highlight}
            cursor={entry.item.id === selection.cursorId}
            selected={entry.item.id === selection.selectedId}
            onSelect={selection.onSelect}
            asset={asset}
            heading={under === 1 ? 'h2' : 'h3'}
          />
        ),
      )}
      <FeedFooter feed={feed} settled={allShown && items === feed.items} />
      <PoliteAnnouncer announcement={cursorMoved} />
    </Stack>
  );
}
