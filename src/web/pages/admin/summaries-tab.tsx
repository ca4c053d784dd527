import { ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminSummaries } from '../../api/admin';
import { stripMarkup } from '../../lib/news-format';
import { formatDateTime, PagedTable } from './shared';

/** One-Minute Summaries: ID, news ID, type, created, the article's title, the summary (scrollable). */
export function SummariesTab() {
  const [page, setPage] = useState(1);
  const query = useAdminSummaries(page);
  return (
    <PagedTable label="Summaries" headers={['ID', 'News ID', 'Type', 'Created', 'Article', 'Summary']} minWidth={800} query={query} page={page} onPage={setPage} empty="No summaries on this page.">
      {query.data?.items.map((s) => (
        <Table.Tr key={s.id}>
          <Table.Td>{s.id}</Table.Td>
          <Table.Td>{s.news_id}</Table.Td>
          <Table.Td>{s.type}</Table.Td>
          <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
          <Table.Td maw={240}><Text size="sm" lineClamp={2}>{s.news_title ? stripMarkup(s.news_title) : 'Unknown Article'}</Text></Table.Td>
          <Table.Td maw={420}>
            {/* A long summary scrolls in its cell: focusable, named, and ringed (inside, as the cell clips), so a keyboard can scroll it too. */}
            <ScrollArea.Autosize mah={90} viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `Summary ${s.id}`, style: { outlineOffset: -2 } }} classNames={{ viewport: 'mantine-focus-auto' }}>
              <Text size="sm">{stripMarkup(s.summary)}</Text>
            </ScrollArea.Autosize>
          </Table.Td>
        </Table.Tr>
      ))}
    </PagedTable>
  );
}
