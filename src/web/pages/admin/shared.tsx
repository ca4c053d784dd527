import { Alert, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useListTop } from '../../hooks/use-list-top';
import { usePagerFocus } from '../../hooks/use-pager-focus';
import { readableMessage } from '../../api/api-error';
import { showToast } from '../../lib/toast';
import { PendingButton } from '../../components/pending-button/pending-button';
import { ScrollX } from '../../components/scroll-x/scroll-x';
import tables from './admin-table.module.css';

/** The admin lists' paging: Previous / Next with "Page N" (docs/product.md#admin-dashboard). */
export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { previous, next, turned } = usePagerFocus(page <= 1, !hasMore);
  const turnTo = (to: number) => {
    turned();
    onPage(to);
  };
  return (
    <Group justify="center" gap="sm" mt="sm">
      <Button ref={previous} variant="default" size="xs" disabled={page <= 1} onClick={() => turnTo(page - 1)}>
        Previous
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page}
      </Text>
      <Button ref={next} variant="default" size="xs" disabled={!hasMore} onClick={() => turnTo(page + 1)}>
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

/** The cell of a row's actions: it stays at the table's right edge while the rest scrolls under it. */
export function ActionsTd({ children }: { children: ReactNode }) {
  return <Table.Td className={tables.actions}>{children}</Table.Td>;
}

/** The header of the row actions' column: named for screen readers, drawn empty. */
export function ActionsTh() {
  return (
    <Table.Th className={tables.actions}>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
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
  /** What the list is, for the scroll strip's name. */
  label: string;
  headers: string[];
  /** The last column holds the row's actions, kept in view as the table scrolls (ActionsTd). */
  actions?: boolean;
  minWidth: number;
  query: PagedQuery;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  children: ReactNode;
}) {
  const { query } = props;
  const [listTop, bringListIntoView] = useListTop<HTMLDivElement>();
  const onPage = (page: number) => {
    props.onPage(page);
    bringListIntoView();
  };
  return (
    <>
      <Group justify="flex-end" mb="sm" ref={listTop}>
        <PendingButton variant="default" size="xs" pending={query.isFetching} onClick={() => void query.refetch()}>Refresh</PendingButton>
      </Group>
      {query.error && <Alert color="red">{readableMessage(query.error, 'Failed to load')}</Alert>}
      <ScrollX label={props.label}>
        <Table striped highlightOnHover miw={props.minWidth}>
          <Table.Thead>
            <Table.Tr>
              {props.headers.map((h, i) => <Table.Th key={h} className={props.actions && i === props.headers.length - 1 ? tables.actions : undefined}>{h}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{props.children}</Table.Tbody>
        </Table>
      </ScrollX>
      {query.data?.items.length === 0 && <Text c="dimmed" ta="center" py="md">{props.empty}</Text>}
      <Pager page={props.page} hasMore={query.data?.hasMore ?? false} onPage={onPage} />
    </>
  );
}
