import { Box, Group, Skeleton, Text } from '@mantine/core';
import { memo, useDeferredValue, useRef } from 'react';
import type { TickerItem } from '../../../contracts/market';
import { Link } from 'react-router-dom';
import { NO_DATA, TICKER_GROUPS } from '../../../contracts/market-constants';
import { useTickers } from '../../api/market';
import { tickerHref } from '../../lib/ticker-link';
import { ChangeText, PriceText } from '../market-overview/change-text';
import { useSideScroll } from '../scroll-x/use-side-scroll';
import classes from './ticker-bar.module.css';

type TickerGroup = (typeof TICKER_GROUPS)[number];

// A short label on screen, the full name for screen readers.
const GROUP_LABELS: Record<TickerGroup, { short: string; full: string }> = {
  us: { short: 'US', full: 'US indices' },
  europe: { short: 'Europe', full: 'European indices' },
  asia: { short: 'Asia', full: 'Asian indices' },
  currencies: { short: 'FX', full: 'Currencies' },
};

/** One quote, a link to its asset page (docs/product.md#asset-pages). */
function TickerEntry({ item }: { item: TickerItem }) {
  // A pair reads best as EUR/USD; an index by its name (the symbol ^GSPC means little).
  const label = item.type === 'currency' ? item.symbol : item.name;
  return (
    <Group renderRoot={(props) => <Link to={tickerHref(item.symbol)} {...props} />} gap={6} wrap="nowrap" title={`${item.name} (${item.symbol})`} className={classes.entry}>
      <Text size="xs" c="dimmed" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <PriceText price={item.price} size="xs" fw={600} />
      {/* Without a price the change is unknown too: one "no-data" says it. */}
      {item.price !== NO_DATA && <ChangeText change={item.changePercentage} isPositive={item.isPositive} size="xs" />}
    </Group>
  );
}

function TickerGroupRow({ group, items }: { group: TickerGroup; items: TickerItem[] }) {
  return (
    <Group gap="md" wrap="nowrap" role="group" aria-label={GROUP_LABELS[group].full} className={classes.group}>
      <Text size="10px" fw={800} tt="uppercase" c="teal" className={classes.label} aria-hidden>
        {GROUP_LABELS[group].short}
      </Text>
      {items.map((item) => (
        <TickerEntry key={item.id} item={item} />
      ))}
    </Group>
  );
}

// Memoised: the strip renders again when its content comes to overflow it (useSideScroll), which
// need not render its 17 entries again.
const TickerContent = memo(function TickerContent() {
  const { data, isError } = useTickers();
  // The quotes arrive in an urgent render (the query's store): some 17 entries rendered there made
  // one long task on a phone. They are rendered from a deferred copy instead, as a transition in
  // slices that yield to the browser, the placeholder standing in meanwhile.
  const quotes = useDeferredValue(data?.items);
  if (isError || quotes?.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        Market data is not available right now.
      </Text>
    );
  }
  if (quotes === undefined) return <Skeleton h={14} w={640} radius="sm" />;
  return TICKER_GROUPS.map((group) => {
    const items = quotes.filter((item) => item.group === group);
    return items.length > 0 && <TickerGroupRow key={group} group={group} items={items} />;
  });
});

/**
 * The strip of index and currency quotes above the home feed (docs/product.md#market-panels).
 * Memoised, as are the side panels: it has no props, and need not render again whenever the home page does.
 */
export const TickerBar = memo(function TickerBar() {
  // More entries than most screens are wide: the strip scrolls sideways (swipe on phones). While
  // it does, it takes the keyboard focus, so arrow keys scroll it, before its data (and links) arrive too.
  const ref = useRef<HTMLElement>(null);
  const more = useSideScroll(ref);
  return (
    <Box component="section" aria-label="Market ticker" ref={ref} tabIndex={more.start || more.end ? 0 : undefined} className={`${classes.bar} ${classes.strip}`}>
      <Group wrap="nowrap" gap="xl" h={38} px="md" w="max-content">
        <TickerContent />
      </Group>
    </Box>
  );
});
