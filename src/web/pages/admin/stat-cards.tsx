import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { readableMessage } from '../../api/api-error';
import { useAdminStats } from '../../api/admin';

const CARDS = [
  ['newsCount', 'Total News Articles'],
  ['aiSummaryCount', 'One-Minute Summaries'],
  ['userCount', 'Users'],
  ['marketDataCount', 'Market Data'],
] as const;

/** The four stat cards, read again every 30 s. */
export function StatCards() {
  const { data, error } = useAdminStats();
  if (error) return <Alert color="red" mb="md">{readableMessage(error, 'Failed to fetch database stats')}</Alert>;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
      {CARDS.map(([key, label]) => (
        <Paper key={key} withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {data ? (
            <Text fw={700} size="xl" data-testid={`stat-${key}`}>
              {data.stats[key].toLocaleString()}
            </Text>
          ) : (
            <Skeleton h={28} mt={4} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
