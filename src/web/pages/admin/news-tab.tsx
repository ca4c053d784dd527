import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminNewsItem } from '../../../contracts/admin';
import { useAdminNews } from '../../api/admin';
import { stripMarkup } from '../../lib/news-format';
import { ActionsTd, formatDateTime, PagedTable } from './shared';

const AGGREGATOR = /(^|\.)cryptopanic\.com$/i;

function UrlCell({ item }: { item: AdminNewsItem }) {
  if (!item.url) return <Text size="sm" c="dimmed">Not available</Text>;
  const host = URL.canParse(item.url) ? new URL(item.url).hostname : '';
  const badge = item.original_source ? 'Original' : AGGREGATOR.test(host) ? 'CryptoPanic' : null;
  return (
    // The host is cut, whole in its tooltip, rather than the badge: a long one squeezed it to "ORIGI…".
    <Group gap={4} wrap="nowrap">
      {badge && <Badge size="xs" variant="light" miw="max-content">{badge}</Badge>}
      <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm" lineClamp={1} title={item.url}>
        {host || item.url}
      </Anchor>
    </Group>
  );
}

function SentimentBadge({ sentiment, note }: { sentiment: AdminNewsItem['sentiment']; note: string | null }) {
  // An article in a language the enricher cannot read has no sentiment: never shown as neutral.
  if (!sentiment && note) return <Badge size="sm" color="gray" variant="outline" title={note} miw="max-content">not assessed</Badge>;
  const value = sentiment ?? 'neutral';
  const color = value === 'bullish' ? 'teal' : value === 'bearish' ? 'red' : 'gray';
  return <Badge size="sm" color={color} variant={value === 'neutral' ? 'light' : 'filled'} miw="max-content">{value}</Badge>;
}

/** News: ID, Title, Source, Published Date, Source URL, Sentiment, Actions; 10 a page. */
export function NewsTab() {
  const [page, setPage] = useState(1);
  const query = useAdminNews(page);
  return (
    <PagedTable label="News" headers={['ID', 'Title', 'Source', 'Published Date', 'Source URL', 'Sentiment', 'Actions']} actions minWidth={900} query={query} page={page} onPage={setPage} empty="No articles on this page.">
      {query.data?.items.map((item) => (
        <Table.Tr key={item.id}>
          <Table.Td>{item.id}</Table.Td>
          <Table.Td maw={360}><Text size="sm" lineClamp={2}>{stripMarkup(item.title)}</Text></Table.Td>
          {/* As on the Sources tab: a name with no space to wrap at pushed the URL and sentiment out of view. */}
          <Table.Td miw={160} maw={320} style={{ overflowWrap: 'anywhere' }}>{item.source}</Table.Td>
          <Table.Td>{formatDateTime(item.published_at)}</Table.Td>
          <Table.Td maw={260}><UrlCell item={item} /></Table.Td>
          <Table.Td><SentimentBadge sentiment={item.sentiment} note={item.sentiment_note} /></Table.Td>
          <ActionsTd>
            <Button component="a" href={`/news/${item.id}`} target="_blank" rel="noopener" size="xs" variant="light" aria-label={`View ${stripMarkup(item.title)}`}>View</Button>
          </ActionsTd>
        </Table.Tr>
      ))}
    </PagedTable>
  );
}
