import { Button, Group, Text } from '@mantine/core';
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

/** The server's words of a failed call ("400: message" becomes "message"), else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  return error.message.replace(/^\d{3}: /, '') || fallback;
}

export function errorToast(message: string): void {
  showToast({ title: 'Error', message, variant: 'destructive' });
}

export function formatDateTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'Never';
}
