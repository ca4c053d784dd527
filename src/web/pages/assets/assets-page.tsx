import { Alert, Button, Container, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AssetWindow } from '../../../contracts/assets';
import { readableMessage } from '../../api/api-error';
import { useAssetList } from '../../api/assets';
import { LiveStatusBadge } from '../../components/news-feed/live-status';
import target from '../../components/touch-target.module.css';
import type { LiveStatus } from '../../api/live';
import { useAssetLive } from '../../hooks/use-asset-live';
import { feedRefresh } from '../../hooks/use-live-updates';
import { useTabParam } from '../../hooks/use-tab-param';
import { ASSET_SORT_VALUES, ASSET_WINDOW_VALUES, type AssetSort, WINDOW_NAMES } from '../../lib/asset-format';
import { AssetTile } from './asset-tile';
import classes from './assets-page.module.css';

// docs/product.md#asset-pages: the board shows the window's 30 most mentioned assets.
const BOARD_SIZE = 30;
const GRID_COLS = { base: 2, xs: 3, md: 4, lg: 5 };

const SORT_LABELS: Record<AssetSort, string> = { mentions: 'Mentions', sentiment: 'Sentiment' };

function HeatLegend() {
  return (
    <Stack gap={2} w={{ base: '100%', xs: 220 }} aria-label="Colour: sentiment index from −100 (bearish) to +100 (bullish)" role="img">
      <div className={classes.legend} />
      <Group justify="space-between">
        <Text size="10px" c="dimmed">
          −100 bearish
        </Text>
        <Text size="10px" c="dimmed">
          +100 bullish
        </Text>
      </Group>
    </Stack>
  );
}

function BoardSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm" role="status" aria-busy aria-label="Loading assets">
      {Array.from({ length: 10 }, (_, index) => (
        <Skeleton key={index} h={132} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function Board({ span, sort, live }: { span: AssetWindow; sort: AssetSort; live: LiveStatus }) {
  const { data, error, isPending, isError, refetch, isPlaceholderData } = useAssetList({ window: span, sort, limit: BOARD_SIZE }, feedRefresh(live));
  if (isPending) return <BoardSkeleton />;
  if (isError) {
    return (
      <Alert color="red" title="The assets could not be loaded">
        <Text size="sm">{readableMessage(error, 'Failed to fetch assets')}</Text>
        <Button variant="light" color="red" size="xs" mt="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (data.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No asset was mentioned in {WINDOW_NAMES[span]}.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm" component="ol" m={0} p={0} aria-label="Assets" aria-busy={isPlaceholderData} style={{ listStyle: 'none', opacity: isPlaceholderData ? 0.6 : 1 }}>
      {data.items.map((asset) => (
        <li key={asset.symbol}>
          <AssetTile asset={asset} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** docs/product.md#asset-pages: the board of the window's most mentioned assets, coloured by sentiment. */
export function AssetsPage() {
  const live = useAssetLive();
  const [span, setSpan] = useTabParam<AssetWindow>('window', ASSET_WINDOW_VALUES, '24h');
  const [sort, setSort] = useTabParam<AssetSort>('sort', ASSET_SORT_VALUES, 'mentions');
  return (
    <Container size="xl" py="md" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={1} fz={{ base: 'lg', sm: 'xl' }}>
                Assets
              </Title>
              <LiveStatusBadge status={live} />
            </Group>
            <Text size="sm" c="dimmed">
              What the news said about each asset in {WINDOW_NAMES[span]}
            </Text>
          </Stack>
          <HeatLegend />
        </Group>
        <Group gap="sm" justify="space-between">
          <SegmentedControl
            size="xs"
            className={target.segments}
            value={span}
            onChange={setSpan}
            data={ASSET_WINDOW_VALUES.map((value) => ({ value, label: value }))}
            aria-label="Window"
          />
          <SegmentedControl size="xs" className={target.segments} value={sort} onChange={setSort} data={ASSET_SORT_VALUES.map((value) => ({ value, label: SORT_LABELS[value] }))} aria-label="Order" />
        </Group>
        <Board span={span} sort={sort} live={live} />
      </Stack>
    </Container>
  );
}
