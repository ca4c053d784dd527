import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { readableMessage } from '../../api/api-error';

interface Props {
  label: string;
  submit: string;
  busy: string;
  color?: string;
  onSubmit(code: string): Promise<unknown>;
  onCancel?: () => void;
}

/** One code field and its button: the card's confirm and turn-off steps. */
export function CodeForm({ label, submit, busy, color, onSubmit, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (cause) {
      setError(readableMessage(cause, 'Something went wrong'));
      setCode('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void send(event)} noValidate style={{ maxWidth: 560 }}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 14rem' }}
        />
        <Group gap="sm">
          <Button type="submit" color={color} disabled={pending || code.trim().length < 6}>
            {pending ? busy : submit}
          </Button>
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
