import { Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { NewsItem } from '../../../contracts/news';
import { useInstance } from '../../api/instance';
import type { LiveStatus } from '../../api/live';
import { FeedChips } from '../../components/news-feed/feed-chips';
import { LiveStatusBadge } from '../../components/news-feed/live-status';
import { type FeedSelection, NewsFeed } from '../../components/news-feed/news-feed';
import type { FeedQuery } from '../../components/news-feed/use-feed-items';
import { feedRefresh } from '../../hooks/use-live-updates';
import { FILTER_PARAMS, feedFilterEntries, filterChips, parseFeedFilters } from '../../lib/feed-filters';
import { tickerLabel } from '../../lib/ticker-link';

// The "Important" band starts at 60 (docs/product.md#score-bands-and-sentiment).
const IMPORTANT = '60';
const SENTIMENT_FILTERS = [
  { value: 'bullish', label: 'Bullish' },
  { value: 'bearish', label: 'Bearish' },
  { value: 'neutral', label: 'Neutral' },
] as const;

/**
 * The asset's feed filters from the address: the asset's own ticker always, plus the feed's other
 * filters (docs/product.md#feed-filters). The ticker is the page, so it has no chip of its own.
 */
function useAssetFeed(symbol: string) {
  const [params, setParams] = useSearchParams();
  const filters = { ...parseFeedFilters(params), tickers: [symbol], watchlist: false };
  const sourceNames = useInstance().data?.sourceNames;
  const set = (name: 'sentiment' | 'minImportance', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });
  return {
    filters,
    chips: filterChips({ ...filters, tickers: [] }, sourceNames),
    set,
    remove: (without: (params: URLSearchParams) => URLSearchParams) => setParams((current) => without(current)),
    clear: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const name of FILTER_PARAMS) next.delete(name);
        return next;
      }),
  };
}

/** A card opens the article page, behind the sign-in wall for visitors (docs/product.md#article-page). */
function useOpenArticle(): FeedSelection {
  const navigate = useNavigate();
  const [cursorId, setCursorId] = useState<number | null>(null);
  const open = (item: NewsItem) => void navigate(`/news/${item.id}`);
  return { cursorId, selectedId: null, onCursor: (item) => setCursorId(item.id), onSelect: open, onOpen: open };
}

/** The asset's news: the home feed's cards and filters, held to this asset's ticker. */
export function AssetNews({ symbol, live }: { symbol: string; live: LiveStatus }) {
  const { filters, chips, set, remove, clear } = useAssetFeed(symbol);
  const selection = useOpenArticle();
  const query: FeedQuery = { topic: 'all', sort: 'latest', q: '', filters, asset: symbol };
  const key = new URLSearchParams(feedFilterEntries(filters)).toString();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLDivElement>(null);
  // A filter's button goes once its filter is in the address: the focus goes to the chip that now
  // shows it (its remove button), else the heading, rather than to the page's body (WCAG 2.4.3).
  const added = useRef<string | null>(null);
  const chipKeys = chips.map((chip) => chip.key).join(' ');
  useEffect(() => {
    const name = added.current;
    added.current = null;
    if (name !== null) (sectionRef.current?.querySelector<HTMLElement>(`[data-filter-key="${name}"]`) ?? titleRef.current)?.focus();
  }, [chipKeys]);
  const add = (name: 'sentiment' | 'minImportance', value: string) => {
    added.current = name;
    set(name, value);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="asset-news-title" ref={sectionRef}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {/* Focusable from code only: it takes the focus when the last filter chip is removed. */}
          <Title order={2} fz="lg" id="asset-news-title" ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
            News on {tickerLabel(symbol)}
          </Title>
          <LiveStatusBadge status={live} />
        </Group>
        <Group gap={4} role="group" aria-label="Add a filter">
          {filters.sentiment === undefined &&
            SENTIMENT_FILTERS.map((option) => (
              <Button key={option.value} variant="default" size="compact-sm" fz="xs" onClick={() => add('sentiment', option.value)}>
                {option.label}
              </Button>
            ))}
          {filters.minImportance === undefined && (
            <Button variant="default" size="compact-sm" fz="xs" onClick={() => add('minImportance', IMPORTANT)}>
              Important
            </Button>
          )}
        </Group>
      </Group>
      <FeedChips chips={chips} onRemove={(chip) => remove(chip.without)} onClear={clear} onEmptied={() => titleRef.current?.focus()} />
      {/* Keyed on the filters: a new filter starts over at page 1, as on the home page. */}
      <NewsFeed key={key} query={query} delayMs={0} refresh={feedRefresh(live)} selection={selection} under={2} />
    </Stack>
  );
}
