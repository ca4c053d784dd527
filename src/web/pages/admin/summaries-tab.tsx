import { Alert, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminSummaries } from '../../api/admin';
import { stripMarkup } from '../../lib/news-format';
import { formatDateTime, Pager } from './shared';

/** One-Minute Summaries: ID, news ID, type, created, the article's title, the summary (scrollable). */
export function SummariesTab() {
  const [page, setPage] = useState(1);
  const { data, error, refetch, isFetching } = useAdminSummaries(page);
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button variant="default" size="xs" loading={isFetching} onClick={() => void refetch()}>Refresh</Button>
      </Group>
      {error && <Alert color="red">{error.message}</Alert>}
      <Table.ScrollContainer minWidth={800}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {['ID', 'News ID', 'Type', 'Created', 'Article', 'Summary'].map((h) => <Table.Th key={h}>{h}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.id}</Table.Td>
                <Table.Td>{s.news_id}</Table.Td>
                <Table.Td>{s.type}</Table.Td>
                <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
                <Table.Td maw={240}><Text size="sm" lineClamp={2}>{s.news_title ? stripMarkup(s.news_title) : 'Unknown Article'}</Text></Table.Td>
                <Table.Td maw={420}>
                  <ScrollArea.Autosize mah={90}><Text size="sm">{stripMarkup(s.summary)}</Text></ScrollArea.Autosize>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data?.items.length === 0 && <Text c="dimmed" ta="center" py="md">No summaries on this page.</Text>}
      <Pager page={page} hasMore={data?.hasMore ?? false} onPage={setPage} />
    </>
  );
}
