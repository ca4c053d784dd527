import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Ref, useState } from 'react';
import type { Channel, ChannelType, TestResults } from '../../../../contracts/alerts';
import { readableMessage } from '../../../api/api-error';
import { useDeleteChannel, useTestAlert } from '../../../api/alerts';
import { PendingButton } from '../../../components/pending-button/pending-button';
import { showToast } from '../../../lib/toast';
import { typeName } from './channel-names';
import { ConfirmDelete } from './confirm-delete';
import { DeliveriesModal } from './deliveries-modal';
import { TestResultList } from './test-results';

interface Props {
  channel: Channel;
  types: ChannelType[];
  /** The channel is deleted: its row, and the dialog that had the focus, are going. */
  onDeleted(): void;
  /** The Delete button, which takes the focus when the channel before it is deleted. */
  deleteRef: Ref<HTMLButtonElement>;
}

/** One of the member's channels: type, name and status, with Test, Deliveries and Delete. */
export function ChannelRow({ channel, types, onDeleted, deleteRef }: Props) {
  const test = useTestAlert();
  const remove = useDeleteChannel();
  const [results, setResults] = useState<TestResults['results'] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const paused = channel.status === 'paused';

  const runTest = async () => {
    setResults(null);
    try {
      setResults((await test.mutateAsync({ channel: channel.id })).results);
    } catch (error) {
      setResults([{ channel: channel.id, name: channel.name, ok: false, error: readableMessage(error, 'The test could not be run') }]);
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(channel.id);
      showToast({ title: `Channel "${channel.name}" deleted` });
      onDeleted();
    } catch (error) {
      showToast({ title: 'Could not delete the channel', message: readableMessage(error, ''), variant: 'destructive' });
    }
    setConfirming(false);
  };

  return (
    <Paper withBorder radius="sm" p="sm" data-testid="channel-row">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {channel.name}
              </Text>
              <Badge size="sm" variant="light" color="gray" tt="none">
                {typeName(channel.type, types)}
              </Badge>
              <Badge size="sm" variant="light" color={paused ? 'orange' : 'teal'}>
                {paused ? 'Paused' : 'Active'}
              </Badge>
            </Group>
            {paused && (
              <Text size="xs" c="orange">
                {channel.pausedReason ?? 'Paused after failing too often.'} A successful test resumes it.
              </Text>
            )}
            {!paused && channel.failuresInARow > 0 && (
              <Text size="xs" c="dimmed">
                The last {channel.failuresInARow} {channel.failuresInARow === 1 ? 'delivery' : 'deliveries'} failed.
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            <PendingButton size="xs" variant="light" onClick={() => void runTest()} pending={test.isPending} aria-label={`Test ${channel.name}`}>
              Test
            </PendingButton>
            <Button size="xs" variant="default" onClick={() => setShowDeliveries(true)} aria-label={`Deliveries of ${channel.name}`}>
              Deliveries
            </Button>
            <Button size="xs" variant="light" color="red" ref={deleteRef} onClick={() => setConfirming(true)} aria-label={`Delete ${channel.name}`}>
              Delete
            </Button>
          </Group>
        </Group>
        {results && <TestResultList results={results} />}
      </Stack>
      <DeliveriesModal channel={channel} opened={showDeliveries} onClose={() => setShowDeliveries(false)} />
      <ConfirmDelete
        opened={confirming}
        title="Delete this channel?"
        text={<>Alerts stop going to "<bdi>{channel.name}</bdi>", and rules that used it keep their other channels. This cannot be undone.</>}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
