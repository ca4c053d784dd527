import { Anchor, Badge, Box, Group, Loader, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { ScrollX } from '../../../components/scroll-x/scroll-x';
import { Link } from 'react-router-dom';
import type { Channel, Delivery } from '../../../../contracts/alerts';
import { readableMessage } from '../../../api/api-error';
import { useDeliveries } from '../../../api/alerts';
import { when } from './channel-names';

const STATUS_COLORS: Record<Delivery['status'], string> = { pending: 'gray', sending: 'blue', sent: 'teal', failed: 'red', held: 'yellow' };

const ruleOf = (delivery: Delivery) => delivery.ruleName ?? (delivery.ruleId === null ? 'Test' : 'Deleted rule');

function ArticleLink({ delivery }: { delivery: Delivery }) {
  if (delivery.articleId === null) return <>{delivery.articleTitle ?? '—'}</>;
  return (
    <Anchor component={Link} to={`/news/${delivery.articleId}`} size="sm" lineClamp={2}>
      {delivery.articleTitle ?? `Article ${delivery.articleId}`}
    </Anchor>
  );
}

function StatusBadge({ status }: { status: Delivery['status'] }) {
  return (
    // As wide as its word: a table squeezing its column would otherwise cut "failed" to "fail…".
    <Badge size="sm" variant="light" color={STATUS_COLORS[status]} miw="max-content">
      {status}
    </Badge>
  );
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(delivery.createdAt)}</Table.Td>
      <Table.Td>{ruleOf(delivery)}</Table.Td>
      <Table.Td>
        <ArticleLink delivery={delivery} />
      </Table.Td>
      <Table.Td>
        <StatusBadge status={delivery.status} />
      </Table.Td>
      <Table.Td>{delivery.attempts}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{delivery.lastError ?? ''}</Table.Td>
    </Table.Tr>
  );
}

/** One delivery on a phone: the table's columns, stacked, so that status and error need no sideways scroll. */
function DeliveryCard({ delivery }: { delivery: Delivery }) {
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {when(delivery.createdAt)} · <bdi>{ruleOf(delivery)}</bdi>
          </Text>
          <StatusBadge status={delivery.status} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <ArticleLink delivery={delivery} />
        </Text>
        <Text size="xs" c="dimmed">
          {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}
        </Text>
        {delivery.lastError && (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            Last error: {delivery.lastError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A channel's latest 50 deliveries, newest first, loaded when the window opens. */
export function DeliveriesModal({ channel, opened, onClose }: { channel: Channel; opened: boolean; onClose(): void }) {
  const deliveries = useDeliveries(channel.id, opened);
  const items = deliveries.data?.items ?? [];
  return (
    // The channel's name may have no space to wrap at: it breaks rather than push Close off the screen.
    <Modal opened={opened} onClose={onClose} title={<>Deliveries of "<bdi>{channel.name}</bdi>"</>} size="xl" styles={{ title: { overflowWrap: 'anywhere' } }}>
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
      {/* A phone gets the rows as cards: the table's six columns would put Status and Last error out of sight. */}
      {items.length > 0 && (
        <Stack component="ul" gap="xs" aria-label="Deliveries" hiddenFrom="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((delivery) => (
            <DeliveryCard key={delivery.id} delivery={delivery} />
          ))}
        </Stack>
      )}
      {items.length > 0 && (
        <Box visibleFrom="sm">
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
        </Box>
      )}
    </Modal>
  );
}
