import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeleteActions } from '../../../components/delete-actions/delete-actions';

interface Props {
  opened: boolean;
  title: string;
  /** Names in it are isolated (<bdi>): an Arabic or Hebrew name drew the words after it into its run. */
  text: ReactNode;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** "Delete this …?" with Cancel first: deleting cannot be undone. */
export function ConfirmDelete({ opened, title, text, busy, onConfirm, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {/* The text quotes a name the member chose, which may have no space to wrap at. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <DeleteActions busy={busy} onCancel={onClose} onConfirm={onConfirm} />
      </Stack>
    </Modal>
  );
}
