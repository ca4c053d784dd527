import { Code, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAuditLog } from '../../api/admin';
import { formatDateTime, PagedTable } from './shared';

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Text size="xs" c="dimmed">—</Text>;
  // Wrapped, not scrolled: a scrolling block in each cell would be one more stop for the keyboard.
  return <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{JSON.stringify(value, null, 1)}</Code>;
}

/** Audit (our addition): who changed what, before and after, when; 10 a page. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const query = useAuditLog(page);
  return (
    <PagedTable label="Audit log" headers={['When', 'Who', 'What', 'Target', 'Before', 'After']} minWidth={800} query={query} page={page} onPage={setPage} empty="No changes recorded yet.">
      {query.data?.items.map((e) => (
        <Table.Tr key={e.id}>
          <Table.Td>{formatDateTime(e.created_at)}</Table.Td>
          <Table.Td>{e.actor ?? '(operator)'}</Table.Td>
          <Table.Td><Text size="sm" ff="monospace">{e.action}</Text></Table.Td>
          <Table.Td>{e.target_type ? `${e.target_type} ${e.target_id ?? ''}` : ''}</Table.Td>
          <Table.Td maw={260}><Value value={e.before} /></Table.Td>
          <Table.Td maw={260}><Value value={e.after} /></Table.Td>
        </Table.Tr>
      ))}
    </PagedTable>
  );
}
