import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useInstance } from '../../api/instance';
import { tickerLabel } from '../../lib/ticker-link';
import { emptyFeedKind } from './feed-entries';
import type { FeedQuery } from './use-feed-items';

function sourcesLine(count: number | undefined): string {
  if (count === 0) return 'No news source is enabled yet: an administrator adds them in the admin dashboard.';
  const sources = count === undefined ? 'its sources' : `its ${count} ${count === 1 ? 'source' : 'sources'}`;
  return `AlphaWire is fetching ${sources}; stories appear here as they arrive.`;
}

/** A fresh instance: the sources are being read, and sample news is there for an offline try. */
function FreshInstance() {
  const { data } = useInstance();
  return (
    <Paper withBorder p="lg" bg="var(--aw-surface-sunken)" component="section" aria-labelledby="fresh-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="fresh-title">
          No news yet
        </Title>
        <Text size="sm">{sourcesLine(data?.sources.length)}</Text>
        <Text size="sm" c="dimmed">
          No network? Stop the server and run <Code style={{ whiteSpace: 'nowrap' }}>npm run demo</Code>: it loads the bundled sample news, which needs none, and
          starts AlphaWire again.
        </Text>
      </Stack>
    </Paper>
  );
}

/** Why the feed is empty, in words; the fresh instance has a panel of its own. */
function emptyText(query: FeedQuery): string {
  const kind = emptyFeedKind(query);
  if (kind === 'search') return `No news matched “${query.q}”. Try other or fewer words.`;
  if (kind === 'asset' && query.asset !== undefined) return `No news about ${tickerLabel(query.asset)} yet. Stories that name it show here as they arrive.`;
  if (query.filters.watchlist) return 'No news of your watched assets yet. Watch an asset with ☆ Watch on its page.';
  return 'No news found for the selected filter.';
}

/** The feed's empty state, worded for why it is empty. */
export function FeedEmpty({ query }: { query: FeedQuery }) {
  if (emptyFeedKind(query) === 'fresh') return <FreshInstance />;
  return (
    // A searched word may be long and unbroken: it wraps rather than widen the page.
    <Text c="dimmed" ta="center" py="xl" style={{ overflowWrap: 'anywhere' }}>
      {emptyText(query)}
    </Text>
  );
}
