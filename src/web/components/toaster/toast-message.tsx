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
      {/* The words wrap; the button keeps its width (a long alert title squeezed it to "Oper"). */}
      <Button size="compact-xs" variant="light" onClick={onClick} style={{ flexShrink: 0 }}>
        {label}
      </Button>
    </Group>
  );
}
