import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useRecommendationFeed } from '../../api/recommendations';
import { RecommendationCard } from './recommendation-card';

/** The member's recommendations: 20 first, Load More adds 10 until a page comes back short. */
export function RecommendationsTab() {
  const feed = useRecommendationFeed(true);
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
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <RecommendationCard key={item.id} item={item} />
      ))}
      {feed.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
            Load More
          </Button>
        </Center>
      )}
    </Stack>
  );
}
