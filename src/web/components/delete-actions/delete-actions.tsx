import { Alert, Button, Group } from '@mantine/core';
import { PendingButton } from '../pending-button/pending-button';

interface Props {
  busy: boolean;
  /** The server's refusal, shown above the buttons (role="alert"); the dialog stays open. */
  error?: string | null;
  /** The red button's label while it waits to be pressed. */
  label?: string;
  onCancel(): void;
  /** What the red button does; without it, it submits the dialog's form. */
  onConfirm?(): void;
}

/**
 * The foot of every "Delete …?" dialog (an alert rule, a channel, an account): Cancel first, as
 * deleting cannot be undone, then the red button. While it works it is aria-disabled, not disabled,
 * so the focus stays on it (PendingButton) and "Deleting..." shows; Cancel waits for the answer.
 */
export function DeleteActions({ busy, error = null, label = 'Delete', onCancel, onConfirm }: Props) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <PendingButton type={onConfirm ? 'button' : 'submit'} color="red" onClick={onConfirm} pending={false} aria-disabled={busy} data-disabled={busy || undefined}>
          {busy ? 'Deleting...' : label}
        </PendingButton>
      </Group>
    </>
  );
}
