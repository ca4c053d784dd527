import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TickerLink } from '../../components/ticker-link/ticker-link';
import { tickerLabel } from '../../lib/ticker-link';

/** The assets most often named beside this one, each a link to its own page. */
export function RelatedAssets({ symbols }: { symbols: string[] }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="related-title">
      <Stack gap="sm">
        <Title order={2} fz="sm" tt="uppercase" c="dimmed" id="related-title">
          Related assets
        </Title>
        {symbols.length === 0 ? (
          <Text size="sm" c="dimmed">
            No other asset was named with this one.
          </Text>
        ) : (
          <Group gap={6}>
            {symbols.map((symbol) => (
              <TickerLink key={symbol} symbol={symbol} label={tickerLabel(symbol)} size="md" />
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
