import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminUser } from '../../../contracts/users';
import { readableMessage } from '../../api/api-error';
import { useDeleteUser } from '../../api/admin';
import { DeleteActions } from '../../components/delete-actions/delete-actions';
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
          <DeleteActions busy={remove.isPending} error={error} onCancel={close} onConfirm={() => void confirm(user)} />
        </Stack>
      )}
    </Modal>
  );
}
