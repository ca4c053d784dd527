import { Alert, Button, Code, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAuditLog } from '../../api/admin';
import { formatDateTime, Pager } from './shared';

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Text size="xs" c="dimmed">—</Text>;
  return <Code block fz="xs">{JSON.stringify(value, null, 1)}</Code>;
}

/** Audit (our addition): who changed what, before and after, when; 10 a page. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const { data, error, refetch, isFetching } = useAuditLog(page);
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
              {['When', 'Who', 'What', 'Target', 'Before', 'After'].map((h) => <Table.Th key={h}>{h}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDateTime(e.created_at)}</Table.Td>
                <Table.Td>{e.actor ?? '(operator)'}</Table.Td>
                <Table.Td><Text size="sm" ff="monospace">{e.action}</Text></Table.Td>
                <Table.Td>{e.target_type ? `${e.target_type} ${e.target_id ?? ''}` : ''}</Table.Td>
                <Table.Td maw={260}><Value value={e.before} /></Table.Td>
                <Table.Td maw={260}><Value value={e.after} /></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data?.items.length === 0 && <Text c="dimmed" ta="center" py="md">No changes recorded yet.</Text>}
      <Pager page={page} hasMore={data?.hasMore ?? false} onPage={setPage} />
    </>
  );
}
