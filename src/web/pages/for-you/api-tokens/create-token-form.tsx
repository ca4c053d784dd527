import { Alert, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ApiTokenScope, CreatedApiToken } from '../../../../contracts/api-tokens';
import { readableMessage } from '../../../api/api-error';
import { useCreateApiToken } from '../../../api/api-tokens';
import { PendingButton } from '../../../components/pending-button/pending-button';

const EXPIRY_CHOICES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

const SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'read: load your feed, preferences and the news (GET calls)',
  write: 'write: change your own settings and data',
  admin: 'admin: the admin calls (while you are an admin)',
};

interface Props {
  canAdmin: boolean;
  onCreated(token: CreatedApiToken): void;
  onCancel(): void;
}

/** Name, scopes and expiry of a new token; the server's message shows under the form when it refuses. */
export function CreateTokenForm({ canAdmin, onCreated, onCancel }: Props) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read']);
  const [expiry, setExpiry] = useState<string>('90');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const expiresInDays = expiry === 'never' ? undefined : Number(expiry);
      onCreated(await create.mutateAsync({ name: name.trim(), scopes: scopes as ApiTokenScope[], expiresInDays }));
      setName('');
    } catch (cause) {
      setError(readableMessage(cause, 'Could not create the token'));
    }
  };

  const scopeChoices: ApiTokenScope[] = canAdmin ? ['read', 'write', 'admin'] : ['read', 'write'];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New API token">
      <Stack gap="sm" maw={560}>
        <TextInput label="Name" description="What the token is for, e.g. nightly export" maxLength={60} value={name} onChange={(event) => setName(event.currentTarget.value)} />
        <Checkbox.Group label="Scopes" value={scopes} onChange={setScopes}>
          <Stack gap={6} mt={6}>
            {scopeChoices.map((scope) => (
              <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select label="Expires after" data={EXPIRY_CHOICES} value={expiry} onChange={(value) => setExpiry(value ?? '90')} allowDeselect={false} maw={220} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          {/* aria-disabled while creating, so the focus stays on it (PendingButton) and "Creating..." shows. */}
          <PendingButton type="submit" disabled={name.trim() === '' || scopes.length === 0} pending={false} aria-disabled={create.isPending} data-disabled={create.isPending || undefined}>
            {create.isPending ? 'Creating...' : 'Create token'}
          </PendingButton>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
