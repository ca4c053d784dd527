import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiToken } from '../../../../contracts/api-tokens';
import { readableMessage } from '../../../api/api-error';
import { useRevokeApiToken } from '../../../api/api-tokens';
import { PendingButton } from '../../../components/pending-button/pending-button';
import { showToast } from '../../../lib/toast';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

interface Props {
  token: ApiToken;
  /** The token is revoked: its row, with the Revoke that had the focus, is going. */
  onRevoked(): void;
}

/** One token: its name, scopes and dates, and Revoke behind a confirmation. */
export function TokenRow({ token, onRevoked }: Props) {
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState(false);

  const confirmRevoke = async () => {
    try {
      await revoke.mutateAsync(token.id);
      showToast({ title: `Token "${token.name}" revoked` });
      onRevoked();
    } catch (error) {
      showToast({ title: 'Could not revoke the token', message: readableMessage(error, ''), variant: 'destructive' });
    }
    setConfirming(false);
  };

  return (
    <Paper withBorder radius="sm" p="sm" data-testid="api-token-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Text>
            {token.scopes.map((scope) => (
              <Badge key={scope} size="sm" variant="light" color={scope === 'admin' ? 'red' : scope === 'write' ? 'orange' : 'blue'}>
                {scope}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            Created {day(token.created_at)} · {token.last_used_at ? `last used ${day(token.last_used_at)}` : 'never used'} ·{' '}
            {token.expires_at ? `expires ${day(token.expires_at)}` : 'never expires'}
          </Text>
        </Stack>
        <Button size="xs" variant="light" color="red" onClick={() => setConfirming(true)} style={{ flexShrink: 0 }} aria-label={`Revoke ${token.name}`}>
          Revoke
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Revoke this token?" centered>
        <Stack gap="md">
          <Text size="sm">Scripts using "<bdi>{token.name}</bdi>" stop working at once. This cannot be undone.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            {/* aria-disabled while revoking, so the focus stays on it (PendingButton) and "Revoking..." shows. */}
            <PendingButton color="red" onClick={() => void confirmRevoke()} pending={false} aria-disabled={revoke.isPending} data-disabled={revoke.isPending || undefined}>
              {revoke.isPending ? 'Revoking...' : 'Revoke token'}
            </PendingButton>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
