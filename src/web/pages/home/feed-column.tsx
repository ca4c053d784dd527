import { CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useSearchQuery } from '../../components/search-box/use-search-query';
import { feedRefresh, type LiveUpdates } from '../../hooks/use-live-updates';
import { feedFilterEntries } from '../../lib/feed-filters';
import { topicName } from '../../lib/topics';
import { FeedChips } from '../../components/news-feed/feed-chips';
import { FeedSortSelect } from './feed-sort-select';
import { SubscribeButton } from './subscribe-button';
import { WatchlistToggle } from './watchlist-toggle';
import { useFeedAlternateLink } from './use-feed-alternate-link';
import { LiveStatusBadge } from '../../components/news-feed/live-status';
import { type FeedSelection, NewsFeed } from '../../components/news-feed/news-feed';
import target from '../../components/touch-target.module.css';
import classes from './home-page.module.css';
import { FEED_PAGE_SIZE, type FeedQuery } from '../../components/news-feed/use-feed-items';
import { useFeedFilters } from './use-feed-filters';
import { ArrivalAnnouncer } from './arrival-announcer';
import { NewStoriesPill } from './new-stories-pill';
import { useFeedSort } from './use-feed-sort';
import { useMatchingCount } from './use-matching-count';
import { useFeedTopic } from './use-feed-topic';

// docs/product.md#client-timings: after a change of topic, sort or page size the feed refetches after 50 ms. (The
// 100 ms wait of an unfiltered call is the news module's.)
const RESET_DELAY_MS = 50;

function useFeedDelay(query: FeedQuery): { key: string; delayMs: number } {
  const key = [query.topic, query.sort, query.q, FEED_PAGE_SIZE, new URLSearchParams(feedFilterEntries(query.filters)).toString()].join('|');
  const [lastKey, setLastKey] = useState(key);
  const [changed, setChanged] = useState(false);
  if (key !== lastKey) {
    setLastKey(key);
    setChanged(true);
  }
  return { key, delayMs: changed ? RESET_DELAY_MS : 0 };
}

/**
 * A new query starts a new, shorter list: a reader who had loaded more and scrolled down would be
 * left at its bottom (or past it), so the top of the feed is brought back into view.
 */
function useBackToTopOnChange(key: string, section: RefObject<HTMLElement | null>): void {
  const shownKey = useRef(key);
  useEffect(() => {
    if (key === shownKey.current) return;
    shownKey.current = key;
    const element = section.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [key, section]);
}

function SearchNotice({ q, onClear }: { q: string; onClear: () => void }) {
  return (
    <Paper withBorder px="md" py="xs" bg="var(--aw-surface-sunken)">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" truncate>
          Results for <b>“{q}”</b>
        </Text>
        <CloseButton className={`${target.icon} ${target.reach}`} aria-label="Clear search" onClick={onClear} />
      </Group>
    </Paper>
  );
}

interface FeedColumnProps {
  live: LiveUpdates;
  selection: FeedSelection;
}

/** The left column: the feed's title, sort and search, and the cards of the current query. */
export function FeedColumn({ live, selection }: FeedColumnProps) {
  const topic = useFeedTopic();
  const [q, clearSearch] = useSearchQuery();
  const [sort, setSort] = useFeedSort();
  const { filters, chips, remove, clear } = useFeedFilters();
  const query: FeedQuery = { topic, sort, q, filters };
  const { key, delayMs } = useFeedDelay(query);
  const sectionRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useBackToTopOnChange(key, sectionRef);
  // A view the API refuses has no feed either: no address that answers 400 is announced or offered.
  const [refused, setRefused] = useState(false);
  useFeedAlternateLink(query, refused);
  // What arrived live, counted against this query: only the stories it shows.
  const pendingCount = useMatchingCount(live.pendingIds, query) ?? 0;
  const arrivalCount = useMatchingCount(live.arrival?.ids ?? [], query);

  return (
    <>
      <Stack gap="md" component="section" aria-labelledby="feed-title" ref={sectionRef} className={classes.feed}>
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            {/* Focusable from code only: it takes the focus when the last filter chip is removed. */}
            <Title order={1} fz={{ base: 'lg', sm: 'xl' }} id="feed-title" ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
              {topic === 'all' ? 'Latest News' : `${topicName(topic)} News`}
            </Title>
            <LiveStatusBadge status={live.status} />
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {!refused && <SubscribeButton query={query} />}
            <FeedSortSelect value={sort} onChange={setSort} />
          </Group>
        </Group>
        {/* The filters row: the member's Watchlist toggle, then a chip per filter of the address. */}
        <Group gap={6} wrap="wrap" className={classes.filtersRow}>
          <WatchlistToggle on={filters.watchlist === true} />
          <FeedChips chips={chips} onRemove={remove} onClear={clear} onEmptied={() => titleRef.current?.focus()} />
        </Group>
        {q !== '' && <SearchNotice q={q} onClear={clearSearch} />}
        {/* Keyed on the query: a new query starts over at page 1 with an empty list (docs/product.md#home). */}
        <NewsFeed key={key} query={query} delayMs={delayMs} refresh={feedRefresh(live.status)} selection={selection} under={1} onRefused={setRefused} />
      </Stack>
      {/* Outside the feed's section: its own live region is the cursor's (feed-keyboard). */}
      <NewStoriesPill count={pendingCount} onShow={live.showPending} />
      <ArrivalAnnouncer count={arrivalCount} arrivalKey={live.arrival?.key} />
    </>
  );
}
