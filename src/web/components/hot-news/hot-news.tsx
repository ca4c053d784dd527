import { Badge, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { Panel } from '../panel';
import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { NewsItem } from '../../../contracts/news';
import { useNewsList } from '../../api/news';
import { dirOf, langOf, stripMarkup, timeAgo } from '../../lib/news-format';
import classes from './hot-news.module.css';
import { type HotEntry, hotNewsOrder } from './hot-news-order';

// docs/product.md#market-panels: a relevance list of 10, refetched every 30 s; 3 shown, 3 more per Load more.
const HOT_LIST = { page: 1, limit: 10, sort: 'relevance' } as const;
const HOT_REFRESH = { refetchInterval: 30_000, staleTime: 30_000 };
const STEP = 3;

function HotItem({ entry, onSelect }: { entry: HotEntry; onSelect: (item: NewsItem) => void }) {
  const { item, highlighted } = entry;
  return (
    <UnstyledButton className={classes.item} mod={{ highlighted }} data-hot-id={item.id} onClick={() => onSelect(item)}>
      <Text size="sm" fw={600} c="bright" lineClamp={2} lang={langOf(item)} dir={dirOf(item)}>
        {stripMarkup(item.title)}
      </Text>
      <Group gap={6} mt={4} wrap="nowrap">
        {highlighted && (
          <Badge size="xs" color="orange" variant="filled">
            Hot
          </Badge>
        )}
        <Text size="xs" c="dimmed" truncate title={item.source}>
          {/* Isolated: an Arabic or Hebrew name took the age into its run ("8 · الجزيرة للأعمالm"). */}
          <bdi>{item.source}</bdi> · {timeAgo(item.published_at)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

function HotList({ onSelect }: { onSelect: (item: NewsItem) => void }) {
  const { data, isError } = useNewsList(HOT_LIST, HOT_REFRESH);
  // A transition that yields to the browser renders the stories, not the urgent render their arrival makes (TickerBar says why).
  const shown = useDeferredValue(data);
  const [visible, setVisible] = useState(STEP);
  const list = useRef<HTMLDivElement>(null);
  // The last Load more takes its button away, and the focus with it to the page's body: it goes to
  // the first story it showed instead, so Tab carries on from there.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    list.current?.querySelectorAll<HTMLElement>('[data-hot-id]')[focusAt.current]?.focus();
    focusAt.current = null;
  }, [visible]);
  if (shown === undefined && !isError) return Array.from({ length: STEP }, (_, index) => <Skeleton key={index} className={`${classes.inset} ${classes.placeholder}`} />);
  const entries = hotNewsOrder(shown?.items ?? []);
  if (isError || entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" className={classes.inset}>
        No featured news available
      </Text>
    );
  }
  const showMore = () => {
    if (visible + STEP >= entries.length) focusAt.current = visible;
    setVisible(visible + STEP);
  };
  return (
    <Stack gap={4} ref={list}>
      {entries.slice(0, visible).map((entry) => (
        <HotItem key={entry.item.id} entry={entry} onSelect={onSelect} />
      ))}
      {visible < entries.length && (
        <Button variant="subtle" size="xs" onClick={showMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}

/** The most relevant stories, with those both relevant and popular flagged at the top; memoised as TickerBar is. */
export const HotNews = memo(function HotNews({ onSelect }: { onSelect: (item: NewsItem) => void }) {
  return (
    <Panel id="hot-news-title" title="Hot News">
      <Stack gap={4} className={classes.list}>
        <HotList onSelect={onSelect} />
      </Stack>
    </Panel>
  );
});
