import { Button, Group, Modal, Stack, Text } from '@mantine/core';

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
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
