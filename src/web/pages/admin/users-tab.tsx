import { Alert, Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { AdminUser } from '../../../contracts/users';
import { readableMessage } from '../../api/api-error';
import { useAdminUsers, useChangeRole } from '../../api/admin';
import { useFocusAfterRender } from '../../hooks/use-focus-after-render';
import { useSession } from '../../hooks/use-session';
import { showToast } from '../../lib/toast';
import { DeleteUserDialog } from './delete-user-dialog';
import { ActionsTd, errorToast, formatDateTime } from './shared';
import tables from './admin-table.module.css';
import { PendingButton } from '../../components/pending-button/pending-button';
import { ScrollX } from '../../components/scroll-x/scroll-x';

type Banner = { color: 'teal' | 'red'; text: string } | null;

/** Users: promote, demote or delete through a confirmation dialog (docs/product.md#admin-dashboard). */
export function UsersTab() {
  const { data, error, refetch, isFetching } = useAdminUsers();
  const change = useChangeRole();
  const { user: me } = useSession();
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [banner, setBanner] = useState<Banner>(null);
  const [doomed, setDoomed] = useState<AdminUser | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();
  const demoting = target?.role === 'admin';
  // Demoting yourself ends your sessions (docs/product.md#admin-dashboard): the dialog says so first.
  const demotingSelf = demoting && target.id === me?.id;

  async function confirm(): Promise<void> {
    if (!target) return;
    const role = demoting ? 'user' : 'admin';
    try {
      await change.mutateAsync({ id: target.id, role });
    } catch (failure) {
      const text = readableMessage(failure, 'Failed to update user role');
      setBanner({ color: 'red', text });
      errorToast(text);
      setTarget(null);
      return;
    }
    // Signed out by now: the page has gone on to home, and this tab with it.
    if (demotingSelf) {
      showToast({ title: 'You are no longer an admin', message: 'You have been signed out. Sign in again to use your account as a member.' });
      return;
    }
    setBanner({ color: 'teal', text: `Successfully ${demoting ? 'demoted' : 'promoted'} ${target.username}` });
    showToast({ title: 'Role updated', message: `${target.username} is now ${role === 'admin' ? 'an admin' : 'a user'}` });
    setTarget(null);
  }

  // A deleted account's row goes, and with it the Delete that opened the dialog: the focus goes to
  // the next row's Delete, else the one before's, else the table (docs/accessibility.md#keyboard-and-screen-readers).
  const deleted = (gone: AdminUser) => {
    const list = data ?? [];
    const index = list.findIndex((user) => user.id === gone.id);
    const neighbour = (at: number) => () => deleteButtons.current.get(list[at]?.id ?? -1);
    setDoomed(null);
    focusAfterRender(neighbour(index + 1), neighbour(index - 1), () => tableRef.current);
  };
  const deleteRef = (id: number) => (button: HTMLButtonElement | null) => {
    if (button) deleteButtons.current.set(id, button);
    else deleteButtons.current.delete(id);
  };

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <PendingButton variant="default" size="xs" pending={isFetching} onClick={() => void refetch()}>Refresh</PendingButton>
      </Group>
      {banner && <Alert color={banner.color} mb="sm" withCloseButton onClose={() => setBanner(null)}>{banner.text}</Alert>}
      {error && <Alert color="red">{readableMessage(error, 'Failed to fetch users')}</Alert>}
      <ScrollX label="Users">
        {/* tabIndex -1: it takes the focus when the last account left with a Delete is deleted. */}
        <Table ref={tableRef} tabIndex={-1} striped miw={700} style={{ outline: 'none' }}>
          <Table.Thead>
            <Table.Tr>
              {['ID', 'Username', 'Email', 'Role', 'Created'].map((h) => <Table.Th key={h}>{h}</Table.Th>)}
              <Table.Th className={tables.actions}>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.id}</Table.Td>
                <Table.Td>{user.username}</Table.Td>
                {/* An address has no space to wrap at: it breaks anywhere rather than widen the table. */}
                <Table.Td miw={160} style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                {/* Its label gives way when the table is short of room ("A…"): the badge keeps its whole width. */}
                <Table.Td><Badge color={user.role === 'admin' ? 'blue' : 'gray'} variant="light" miw="max-content">{user.role}</Badge></Table.Td>
                <Table.Td>{formatDateTime(user.created_at)}</Table.Td>
                <ActionsTd>
                  <Button size="xs" variant="light" color={user.role === 'admin' ? 'orange' : 'blue'} onClick={() => setTarget(user)} aria-label={`${user.role === 'admin' ? 'Demote' : 'Promote'} ${user.username}`}>
                    {user.role === 'admin' ? 'Demote' : 'Promote'}
                  </Button>
                  {/* One's own account is deleted by another admin or the CLI (the server refuses it here). */}
                  {user.id !== me?.id && (
                    <Button ref={deleteRef(user.id)} size="xs" variant="light" color="red" ml="xs" onClick={() => setDoomed(user)} aria-label={`Delete ${user.username}`}>
                      Delete
                    </Button>
                  )}
                </ActionsTd>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollX>
      <Modal opened={target !== null} onClose={() => setTarget(null)} title="Change User Role" centered>
        {target && (
          <>
            <Text mb="xs">{demoting ? `Demote ${target.username} from admin to regular user?` : `Promote ${target.username} to admin user?`}</Text>
            {demotingSelf ? (
              <Alert color="orange" mb="md" title="This is your own account">
                Demoting yourself ends your admin access and signs you out. Only another admin can make you an admin again.
              </Alert>
            ) : (
              <Text size="sm" c="dimmed" mb="md">
                {demoting ? 'Their administrative privileges will be removed.' : 'They will be granted administrative privileges.'}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setTarget(null)} disabled={change.isPending}>Cancel</Button>
              {/* aria-disabled while it works, so the focus stays on it (PendingButton) and "Processing..." shows. */}
              <PendingButton color={demoting ? 'orange' : 'blue'} onClick={() => void confirm()} pending={false} aria-disabled={change.isPending} data-disabled={change.isPending || undefined}>
                {change.isPending ? 'Processing...' : demoting ? 'Demote to User' : 'Promote to Admin'}
              </PendingButton>
            </Group>
          </>
        )}
      </Modal>
      <DeleteUserDialog user={doomed} onClose={() => setDoomed(null)} onDeleted={deleted} />
    </>
  );
}
