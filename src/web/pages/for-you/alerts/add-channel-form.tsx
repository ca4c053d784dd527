import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ChannelField, ChannelType, CreatedChannel } from '../../../../contracts/alerts';
import { readableMessage } from '../../../api/api-error';
import { useCreateChannel } from '../../../api/alerts';
import { PasswordField } from '../../../components/password-field/password-field';
import { PendingButton } from '../../../components/pending-button/pending-button';
import { labelledRefusal } from './refusal-labels';

interface Props {
  types: ChannelType[];
  onCreated(created: CreatedChannel): void;
  onCancel(): void;
}

interface FieldInputProps {
  field: ChannelField;
  value: string;
  /** The server's refusal named this field (its words show under the form). */
  invalid: boolean;
  onChange(value: string): void;
}

/** One of a type's fields: a password field for secrets, "(optional)" on optional ones, the plugin's words under it. */
function FieldInput({ field, value, invalid, onChange }: FieldInputProps) {
  const props = {
    label: field.optional ? `${field.label} (optional)` : field.label,
    description: field.description ?? undefined,
    placeholder: field.placeholder ?? undefined,
    withAsterisk: !field.optional,
    error: invalid,
    value,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return field.secret ? <PasswordField autoComplete="off" secretName="secret" {...props} /> : <TextInput {...props} />;
}

/**
 * Adds a channel: pick a type, then fill the fields its plugin declares (drawn generically, so a
 * new notifier needs no web change). Empty optional fields are left out; the server checks the
 * rest and its message shows under the form when it refuses.
 */
export function AddChannelForm({ types, onCreated, onCancel }: Props) {
  const create = useCreateChannel();
  const [type, setType] = useState<string | null>(types.length === 1 ? (types[0]?.type ?? null) : null);
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ message: string; keys: string[] } | null>(null);
  const chosen = types.find((t) => t.type === type);
  const typeRef = useRef<HTMLInputElement>(null);
  // The form takes the place of the button that opened it, and with it the focus.
  useEffect(() => typeRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setError(null);
    const settings = Object.fromEntries(chosen.fields.map((f) => [f.key, (values[f.key] ?? '').trim()]).filter(([, value]) => value !== ''));
    try {
      onCreated(await create.mutateAsync({ type: chosen.type, name: name.trim(), settings }));
    } catch (cause) {
      setError(labelledRefusal(readableMessage(cause, 'Could not add the channel'), chosen.fields));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add channel">
      <Stack gap="sm" maw={560}>
        <Select
          ref={typeRef}
          label="Type"
          placeholder="Pick a type"
          data={types.map((t) => ({ value: t.type, label: t.displayName }))}
          value={type}
          onChange={(value) => {
            setType(value);
            setValues({});
          }}
          allowDeselect={false}
          withAsterisk
        />
        {chosen && (
          <>
            <TextInput label="Name" description="How this channel is listed, e.g. Team webhook" maxLength={60} withAsterisk value={name} onChange={(event) => setName(event.currentTarget.value)} />
            {chosen.fields.map((field) => (
              <FieldInput
                key={field.key}
                field={field}
                value={values[field.key] ?? ''}
                invalid={error?.keys.includes(field.key) ?? false}
                onChange={(value) => setValues((old) => ({ ...old, [field.key]: value }))}
              />
            ))}
          </>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <Group>
          {/* aria-disabled while adding, so the focus stays on it (PendingButton) and "Adding..." shows. */}
          <PendingButton type="submit" disabled={!chosen || name.trim() === ''} pending={false} aria-disabled={create.isPending} data-disabled={create.isPending || undefined}>
            {create.isPending ? 'Adding...' : 'Add channel'}
          </PendingButton>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
