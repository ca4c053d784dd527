import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { usePreferences } from '../../api/preferences';
import { useRecommendationFeed } from '../../api/recommendations';
import { PendingButton } from '../../components/pending-button/pending-button';
import { RecommendationCard } from './recommendation-card';

/** The member's recommendations: 20 first, Load More adds 10 until a page comes back short. */
export function RecommendationsTab() {
  const feed = useRecommendationFeed(true);
  const preferences = usePreferences();
  const list = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  // Load More keeps the focus while it loads (PendingButton); when the page that came was the last,
  // the button goes, and the focus moves from the page's body to the last story's link.
  useEffect(() => {
    if (!pressed.current || feed.isFetchingNextPage) return;
    pressed.current = false;
    const focused = document.activeElement;
    if (feed.hasNextPage || (focused !== null && focused !== document.body)) return;
    const cards = list.current?.querySelectorAll('article');
    cards?.[cards.length - 1]?.querySelector<HTMLElement>('a')?.focus();
  }, [feed.isFetchingNextPage, feed.hasNextPage]);
  const loadMore = () => {
    pressed.current = true;
    void feed.fetchNextPage();
  };
  if (feed.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (feed.isError) {
    return (
      <Alert color="red" title="Unable to load recommendations">
        Please try again later or check your connection
      </Alert>
    );
  }
  // A ranking may shift a little between two pages: an article shown once is not shown again.
  const items = [...new Map(feed.data.pages.flatMap((page) => page.items).map((item) => [item.id, item])).values()];
  if (items.length === 0) return <Text c="dimmed">No recommendations yet</Text>;
  const follows = preferences.data ? preferences.data.news_categories.length + preferences.data.keywords.length > 0 : true;
  // One reason shared by every card (always so before any preferences) is said once, above them.
  const sharedReason = items.every((item) => item.reason === items[0]!.reason) ? items[0]!.reason : null;
  return (
    <Stack gap="sm" ref={list}>
      <Text size="sm" c="dimmed" data-testid="ranking-note">
        {follows
          ? 'Ranked by match, importance and freshness: a newer or bigger story can come before a closer match.'
          : 'Ranked by importance and freshness.'}
        {sharedReason && (
          <Text span fs="italic" c="blue" inherit>
            {' '}
            {sharedReason}.
          </Text>
        )}
      </Text>
      {items.map((item) => (
        <RecommendationCard key={item.id} item={item} showMatch={follows} showReason={sharedReason === null} />
      ))}
      {feed.hasNextPage && (
        <Center>
          <PendingButton variant="default" onClick={loadMore} pending={feed.isFetchingNextPage}>
            Load More
          </PendingButton>
        </Center>
      )}
    </Stack>
  );
}
