import { Badge, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { AssetDetail, AssetWindow } from '../../../contracts/assets';
import { ChangeText, PriceText } from '../../components/market-overview/change-text';
import { formatChange } from '../../../contracts/market-constants';
import { ASSET_WINDOW_VALUES, priceText } from '../../lib/asset-format';
import { tickerLabel } from '../../lib/ticker-link';
import target from '../../components/touch-target.module.css';
import { WatchButton } from '../../components/watch-button/watch-button';

interface AssetHeaderProps {
  asset: AssetDetail;
  onWindow: (window: string) => void;
}

/** Name, symbol and type, and Watch for members; the price with its 24h change; the window switch. */
export function AssetHeader({ asset, onWindow }: AssetHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4} miw={0}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {asset.name}
          </Title>
          <Badge variant="light" color="teal" size="lg" tt="none" ff="monospace" style={{ flexShrink: 0 }}>
            {tickerLabel(asset.symbol)}
          </Badge>
          <WatchButton symbol={asset.symbol} />
        </Group>
        <Group gap="sm" align="baseline">
          <PriceText price={priceText(asset.price, asset.currency)} fz={{ base: 20, sm: 24 }} fw={700} data-testid="asset-price" />
          {asset.price !== null && <ChangeText change={formatChange(asset.changePercentage).text} isPositive={asset.isPositive} withArrow size="md" data-testid="asset-change" />}
          <Text size="xs" c="dimmed">
            24h · {asset.type}
          </Text>
        </Group>
      </Stack>
      <SegmentedControl size="xs" className={target.segments} value={asset.window} onChange={onWindow} data={ASSET_WINDOW_VALUES.map((value: AssetWindow) => ({ value, label: value }))} aria-label="Window" />
    </Group>
  );
}
