import { Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AssetSummary } from '../../../contracts/assets';
import { ChangeText, PriceText } from '../../components/market-overview/change-text';
import { SentimentBar } from '../../components/sentiment-bar';
import { tickerHref } from '../../lib/ticker-link';
import { formatChange } from '../../../contracts/market-constants';
import { heatColor, indexMood, indexText, priceText } from '../../lib/asset-format';
import classes from './assets-page.module.css';

/**
 * One asset on the board, coloured by its sentiment index; the whole tile is the link to its page.
 * The link is named by what it shows (a name of its own would hide the visible text from speech
 * input), with the mood the colour conveys said in words.
 */
export function AssetTile({ asset }: { asset: AssetSummary }) {
  const change = formatChange(asset.changePercentage);
  return (
    <Card
      component={Link}
      to={tickerHref(asset.symbol)}
      padding="sm"
      radius="md"
      className={classes.tile}
      style={{ background: heatColor(asset.sentimentIndex) }}
      data-symbol={asset.symbol}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
          <Stack gap={0} miw={0}>
            <Text ff="monospace" fw={800} fz="lg" c="bright" truncate>
              {asset.symbol}
            </Text>
            <Text size="xs" truncate>
              {asset.name}
            </Text>
          </Stack>
          <Text fw={800} fz="lg" c="bright" title="Sentiment index, −100 to +100" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <VisuallyHidden>Sentiment index </VisuallyHidden>
            {indexText(asset.sentimentIndex)}
            <VisuallyHidden>, {indexMood(asset.sentimentIndex)}</VisuallyHidden>
          </Text>
        </Group>
        <Text size="xs">
          {asset.mentions} {asset.mentions === 1 ? 'mention' : 'mentions'}
        </Text>
        <SentimentBar counts={asset} size={6} outlined />
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <PriceText price={priceText(asset.price, asset.currency)} size="xs" fw={600} truncate c="bright" />
          {/* Without a price the change is unknown too: one "no-data" says it, as in the ticker bar.
              On a tinted tile the market colours fall below AA: its sign says the way it went. */}
          {asset.price !== null && <ChangeText change={change.text} isPositive={change.isPositive} size="xs" c="bright" />}
        </Group>
      </Stack>
    </Card>
  );
}
