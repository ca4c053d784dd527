import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PendingButton } from '../../../components/pending-button/pending-button';

interface Props {
  opened: boolean;
  title: string;
  text: string;
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {/* aria-disabled while deleting, so the focus stays on it (PendingButton) and "Deleting..." shows. */}
          <PendingButton color="red" onClick={onConfirm} pending={false} aria-disabled={busy} data-disabled={busy || undefined}>
            {busy ? 'Deleting...' : 'Delete'}
          </PendingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
