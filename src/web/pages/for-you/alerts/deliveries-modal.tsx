import { Anchor, Badge, Loader, Modal, Table, Text } from '@mantine/core';
import { ScrollX } from '../../../components/scroll-x/scroll-x';
import { Link } from 'react-router-dom';
import type { Channel, Delivery } from '../../../../contracts/alerts';
import { readableMessage } from '../../../api/api-error';
import { useDeliveries } from '../../../api/alerts';
import { when } from './channel-names';

const STATUS_COLORS: Record<Delivery['status'], string> = { pending: 'gray', sending: 'blue', sent: 'teal', failed: 'red', held: 'yellow' };

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(delivery.createdAt)}</Table.Td>
      <Table.Td>{delivery.ruleName ?? (delivery.ruleId === null ? 'Test' : 'Deleted rule')}</Table.Td>
      <Table.Td>
        {delivery.articleId !== null ? (
          <Anchor component={Link} to={`/news/${delivery.articleId}`} size="sm" lineClamp={2}>
            {delivery.articleTitle ?? `Article ${delivery.articleId}`}
          </Anchor>
        ) : (
          (delivery.articleTitle ?? '—')
        )}
      </Table.Td>
      <Table.Td>
        <Badge size="sm" variant="light" color={STATUS_COLORS[delivery.status]}>
          {delivery.status}
        </Badge>
      </Table.Td>
      <Table.Td>{delivery.attempts}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{delivery.lastError ?? ''}</Table.Td>
    </Table.Tr>
  );
}

/** A channel's latest 50 deliveries, newest first, loaded when the window opens. */
export function DeliveriesModal({ channel, opened, onClose }: { channel: Channel; opened: boolean; onClose(): void }) {
  const deliveries = useDeliveries(channel.id, opened);
  const items = deliveries.data?.items ?? [];
  return (
    // The channel's name may have no space to wrap at: it breaks rather than push Close off the screen.
    <Modal opened={opened} onClose={onClose} title={`Deliveries of "${channel.name}"`} size="xl" styles={{ title: { overflowWrap: 'anywhere' } }}>
      {deliveries.isPending && <Loader size="sm" role="status" aria-label="Loading deliveries" />}
      {deliveries.isError && (
        <Text size="sm" c="red">
          {readableMessage(deliveries.error, 'Could not load the deliveries')}
        </Text>
      )}
      {deliveries.data && items.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing has been sent through this channel yet.
        </Text>
      )}
      {items.length > 0 && (
        <ScrollX label="Deliveries">
          <Table striped verticalSpacing="xs" fz="sm" aria-label="Deliveries" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Rule</Table.Th>
                <Table.Th>Article</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Last error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollX>
      )}
    </Modal>
  );
}
