import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { readableMessage } from '../../api/api-error';
import { tickerLabel } from '../../lib/ticker-link';

/** The API knows no such asset: no mentions and no quote (docs/product.md#asset-pages). */
export function AssetNotFound({ symbol }: { symbol: string }) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          Asset not found
        </Title>
        <Text c="dimmed">
          AlphaWire has no news and no quote for {tickerLabel(symbol)}. Check the symbol, or pick an asset from the board.
        </Text>
        <Group gap="sm" mt="md" justify="center">
          <Button component={Link} to="/assets">
            All assets
          </Button>
          <Button component={Link} to="/" variant="default">
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** Any other failure: the server's words and a retry. */
export function AssetError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="The asset could not be loaded">
        <Text size="sm">{readableMessage(error, 'Failed to fetch the asset')}</Text>
        <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </Container>
  );
}

/** The page's outline while the asset loads. */
export function AssetSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy aria-label="Loading asset">
      <Skeleton h={56} w={320} maw="100%" />
      <Skeleton h={280} radius="md" />
      <Skeleton h={150} radius="md" />
    </Stack>
  );
}
