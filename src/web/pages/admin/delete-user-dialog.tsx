import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminUser } from '../../../contracts/users';
import { readableMessage } from '../../api/api-error';
import { useDeleteUser } from '../../api/admin';
import { PendingButton } from '../../components/pending-button/pending-button';
import { showToast } from '../../lib/toast';

interface Props {
  user: AdminUser | null;
  onClose(): void;
  /** The account is gone, and its row with the button that opened the dialog. */
  onDeleted(user: AdminUser): void;
}

/**
 * "Delete <username>?" with Cancel first: deleting cannot be undone. A refusal (the last admin, say)
 * shows inside the dialog, which stays open.
 */
export function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  const remove = useDeleteUser();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };

  async function confirm(target: AdminUser): Promise<void> {
    setError(null);
    try {
      // Resolves once the list and the stats are read again, without the account.
      await remove.mutateAsync(target.id);
    } catch (failure) {
      setError(readableMessage(failure, 'Failed to delete the user'));
      return;
    }
    showToast({ title: `Deleted ${target.username}` });
    onDeleted(target);
  }

  return (
    <Modal opened={user !== null} onClose={close} title={user ? `Delete ${user.username}?` : ''} centered>
      {user && (
        <Stack gap="md">
          <Text size="sm">
            This deletes the account and everything of theirs: settings, watchlist, mutes, alert rules and channels, API tokens and personal feeds. It
            cannot be undone.
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            {/* aria-disabled while it works, so the focus stays on it (PendingButton) and "Deleting..." shows. */}
            <PendingButton color="red" onClick={() => void confirm(user)} pending={false} aria-disabled={remove.isPending} data-disabled={remove.isPending || undefined}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </PendingButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
