import { Alert, Button, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { readableMessage } from '../../api/api-error';
import { showToast } from '../../lib/toast';

/** The admin lists' paging: Previous / Next with "Page N" (spec 2 §2). */
export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  return (
    <Group justify="center" gap="sm" mt="sm">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page}
      </Text>
      <Button variant="default" size="xs" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}

export function errorToast(message: string): void {
  showToast({ title: 'Error', message, variant: 'destructive' });
}

export function formatDateTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'Never';
}

/** What a paged admin list's query gives: rows of one page, and whether more follow. */
interface PagedQuery {
  data?: { items: unknown[]; hasMore: boolean };
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** An admin list: Refresh, its error, the table of one page (rows as children), its empty text and the pager. */
export function PagedTable(props: {
  headers: string[];
  minWidth: number;
  query: PagedQuery;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  children: ReactNode;
}) {
  const { query } = props;
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button variant="default" size="xs" loading={query.isFetching} onClick={() => void query.refetch()}>Refresh</Button>
      </Group>
      {query.error && <Alert color="red">{readableMessage(query.error, 'Failed to load')}</Alert>}
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {props.headers.map((h) => <Table.Th key={h}>{h}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{props.children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {query.data?.items.length === 0 && <Text c="dimmed" ta="center" py="md">{props.empty}</Text>}
      <Pager page={props.page} hasMore={query.data?.hasMore ?? false} onPage={props.onPage} />
    </>
  );
}
