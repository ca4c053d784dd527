import { Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { Panel } from '../panel';
import type { TrendingItem } from '../../../contracts/trending';
import { useTrending } from '../../api/trending';
import { ChangeText } from '../market-overview/change-text';
import { TickerLink } from '../ticker-link/ticker-link';

function TrendingRow({ item }: { item: TrendingItem }) {
  return (
    <Group wrap="nowrap" gap="sm" component="li">
      <ThemeIcon variant="light" color="gray" radius="xl" size={26} aria-label={`Rank ${item.rank}`}>
        <Text size="xs" fw={700}>
          {item.rank}
        </Text>
      </ThemeIcon>
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        {item.name === item.symbol ? (
          <div>
            <TickerLink symbol={item.symbol} />
          </div>
        ) : (
          <Text size="sm" fw={600} truncate>
            {item.name}
          </Text>
        )}
        {/* A name no provider knows is the symbol itself: said once. */}
        {item.name !== item.symbol && (
          <div>
            <TickerLink symbol={item.symbol} size="xs" />
          </div>
        )}
      </Stack>
      <ChangeText change={item.changePercentage} isPositive={item.isPositive} size="sm" withArrow />
    </Group>
  );
}

function TrendingList() {
  const { data, isError } = useTrending();
  // A transition that yields to the browser renders the rows, not the urgent render their arrival makes (TickerBar says why).
  const rows = useDeferredValue(data);
  if (isError || rows?.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing is trending right now.
      </Text>
    );
  }
  if (rows === undefined) return Array.from({ length: 5 }, (_, index) => <Skeleton key={index} h={34} />);
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((item) => (
        <TrendingRow key={`${item.rank}-${item.symbol}`} item={item} />
      ))}
    </Stack>
  );
}

/** What the news mentions most, ranked, with each name's market move (docs/product.md#market-panels); memoised as TickerBar is. */
export const TrendingTopics = memo(function TrendingTopics() {
  return (
    <Panel id="trending-title" title="Trending Topics" gap="md">
      <Stack gap="sm">
        <TrendingList />
      </Stack>
    </Panel>
  );
});
