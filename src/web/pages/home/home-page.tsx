import { Container, Grid, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NewsItem } from '../../../contracts/news';
import { HotNews } from '../../components/hot-news/hot-news';
import { MarketOverview } from '../../components/market-overview/market-overview';
import { CONTENT_START } from '../../components/layout/skip-link';
import { TickerBar } from '../../components/ticker-bar/ticker-bar';
import { TrendingTopics } from '../../components/trending-topics/trending-topics';
import { useEntryState } from '../../hooks/use-entry-state';
import { useLiveUpdates } from '../../hooks/use-live-updates';
import { useSession } from '../../hooks/use-session';
import { AccountBox } from './account-box';
import { focusOpener, type StoryOrigin } from './focus-opener';
import { FeedColumn } from './feed-column';
import classes from './home-page.module.css';
import type { FeedSelection } from '../../components/news-feed/news-feed';

// The open story's panel comes with the first story opened, not with the page (issue 28: the first
// visit's scripts, 180 KB gzipped at most).
const ArticleDetail = lazy(() => import('./article-detail').then((m) => ({ default: m.ArticleDetail })));

// Below Mantine's md breakpoint the two columns stack.
const STACKED = '(max-width: 61.99em)';

function stacked(): boolean {
  return window.matchMedia(STACKED).matches;
}

/** The open article and the keyboard cursor, and what opening means when the article is already open. */
function useSelection(signedIn: boolean) {
  const navigate = useNavigate();
  // Back from the story's full page finds it open again, the cursor on it.
  const [selected, setSelected] = useEntryState<{ item: NewsItem; origin: StoryOrigin } | null>('home:selected', () => null);
  const [cursorId, setCursorId] = useEntryState<number | null>('home:cursor', () => null);
  // One function for the page's life: the cards and Hot News (memoised) then render again only
  // when their own story changes, not with every change of the page.
  const select = useCallback(
    (item: NewsItem, origin: StoryOrigin = 'feed') => {
      setSelected({ item, origin });
      setCursorId(item.id);
    },
    [setSelected, setCursorId],
  );
  const selection: FeedSelection = {
    cursorId,
    selectedId: selected?.item.id ?? null,
    onCursor: (item) => setCursorId(item.id),
    onSelect: select,
    // Opening an article already in the panel goes on to its full page (members only).
    onOpen: (item) => {
      if (selected?.item.id === item.id && signedIn) void navigate(`/news/${item.id}`);
      else select(item);
    },
  };
  const back = () => {
    setSelected(null);
    if (selected) requestAnimationFrame(() => focusOpener(selected.item.id, selected.origin, stacked()));
  };
  return { selected: selected?.item ?? null, selection, select, back };
}

/** docs/product.md#home: ticker bar, the live feed, and the right column's panels. */
export function HomePage() {
  const session = useSession();
  const live = useLiveUpdates();
  const { selected, selection, select, back } = useSelection(session.status === 'signed-in');
  const sideRef = useRef<HTMLDivElement>(null);
  const selectedId = selected?.id;
  const selectHot = useCallback((item: NewsItem) => select(item, 'hot'), [select]);

  // docs/product.md#home: on small screens an opened article is brought into view; one open again
  // after Back is where the reader left it (hooks/use-scroll-restoration.ts).
  const shownId = useRef(selectedId);
  useEffect(() => {
    if (selectedId === shownId.current) return;
    shownId.current = selectedId;
    if (selectedId !== undefined && stacked()) sideRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [selectedId]);

  return (
    <>
      <TickerBar />
      {/* The skip link lands here, past the ticker's links (docs/accessibility.md). */}
      <Container size="xl" py="md" px={{ base: 'sm', sm: 'md' }} tabIndex={-1} className={classes.content} {...CONTENT_START}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <FeedColumn live={live} selection={selection} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: selected ? -1 : 0, md: 0 }}>
            <Stack gap="md" ref={sideRef} className={classes.side} mod={{ open: selected !== null }}>
              {selected ? (
                <Suspense fallback={null}>
                  <ArticleDetail item={selected} session={session} onBack={back} />
                </Suspense>
              ) : (
                <HotNews onSelect={selectHot} />
              )}
              {/* docs/product.md#home: on small screens an open article hides the market panels. */}
              <Stack gap="md" visibleFrom={selected ? 'md' : undefined}>
                <MarketOverview />
                <TrendingTopics />
              </Stack>
              <AccountBox session={session} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
