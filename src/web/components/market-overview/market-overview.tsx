import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { Panel } from '../panel';
import type { MarketListItem } from '../../../contracts/market';
import { NO_DATA } from '../../../contracts/market-constants';
import { type MarketList, useMarketList } from '../../api/market';
import { ChangeText, PriceText } from './change-text';
import { ExternalLinkIcon } from './external-link-icon';
import { TickerLink } from '../ticker-link/ticker-link';

// docs/product.md#market-panels: five entries of each list.
const ENTRIES = 5;
// A quote row's height: the name's line over the line box holding the ticker badge. Placeholders
// of that height keep the panels below still when the quotes arrive.
const ROW_HEIGHT =
  'calc(var(--mantine-line-height-sm) * var(--mantine-font-size-sm) + var(--mantine-line-height) * var(--mantine-font-size-md))';

// docs/product.md#market-panels: the outbound links to a finance site's crypto and indices pages.
const MARKET_PAGES = [
  { label: 'Crypto markets', href: 'https://www.coingecko.com/' },
  { label: 'World indices', href: 'https://finance.yahoo.com/markets/world-indices/' },
] as const;

function QuoteRow({ item }: { item: MarketListItem }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {item.name}
        </Text>
        <div>
          <TickerLink symbol={item.symbol} size="xs" />
        </div>
      </Stack>
      <Stack gap={0} align="flex-end">
        <PriceText price={item.price} size="sm" />
        {item.price !== NO_DATA && <ChangeText change={item.changePercentage} isPositive={item.isPositive} size="xs" />}
      </Stack>
    </Group>
  );
}

function QuoteList({ list, title }: { list: MarketList; title: string }) {
  const { data, isError } = useMarketList(list);
  // Rendered from a deferred copy of the quotes, as a transition that yields to the browser, not in
  // the urgent render their arrival makes (TickerBar says why).
  const shown = useDeferredValue(data);
  const isPending = shown === undefined && !isError;
  const items = shown?.items.slice(0, ENTRIES) ?? [];
  return (
    <Stack gap={8} role="group" aria-label={title}>
      <Group justify="space-between">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          24h
        </Text>
      </Group>
      {isPending && Array.from({ length: ENTRIES }, (_, index) => <Skeleton key={index} h={ROW_HEIGHT} />)}
      {(isError || (shown && items.length === 0)) && (
        <Text size="sm" c="dimmed">
          No quotes available.
        </Text>
      )}
      {items.map((item) => (
        <QuoteRow key={item.id} item={item} />
      ))}
    </Stack>
  );
}

/** Five crypto and five index quotes with their 24 h change, and links to fuller market pages; memoised as TickerBar is. */
export const MarketOverview = memo(function MarketOverview() {
  return (
    <Panel id="market-overview-title" title="Market Overview" gap="md">
      <Stack gap="lg">
        <QuoteList list="crypto" title="Crypto" />
        <QuoteList list="indices" title="Indices" />
      </Stack>
      <Group gap="md" mt="md">
        {MARKET_PAGES.map(({ label, href }) => (
          <Anchor key={href} href={href} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              {label}
              <ExternalLinkIcon />
            </Group>
          </Anchor>
        ))}
      </Group>
    </Panel>
  );
});
