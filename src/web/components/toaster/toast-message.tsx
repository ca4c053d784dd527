import { Button, Group, Text } from '@mantine/core';

interface ToastMessageProps {
  message: string;
  label: string;
  onClick: () => void;
}

/** A toast's words with one small button after them, such as Undo. */
export function ToastMessage({ message, label, onClick }: ToastMessageProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{message}</Text>
      <Button size="compact-xs" variant="light" onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
