import { Button, Group, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { readableMessage } from '../../api/api-error';
import { PendingButton } from '../pending-button/pending-button';

interface Props {
  label: string;
  submit: string;
  color?: string;
  onSubmit(code: string): Promise<unknown>;
  onCancel?: () => void;
}

/**
 * One code field and its button: the card's confirm and turn-off steps. The button is never
 * disabled, which would drop the focus to the page's body (PendingButton): while the code is short
 * or being checked it is aria-disabled. A refused code sends the focus to the emptied field, so a
 * screen reader reads the error there.
 */
export function CodeForm({ label, submit, color, onSubmit, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const short = code.trim().length < 6;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (cause) {
      setError(readableMessage(cause, 'Something went wrong'));
      setCode('');
      field.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void send(event)} noValidate style={{ maxWidth: 560 }}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          ref={field}
          label={label}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 14rem' }}
        />
        <Group gap="sm">
          <PendingButton type="submit" color={color} pending={pending} aria-disabled={short} data-disabled={short || undefined}>
            {submit}
          </PendingButton>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
