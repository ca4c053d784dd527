import { Badge, Card, Code, Group, Text } from '@mantine/core';

/**
 * The feed's sponsored slot (spec 1 §1, §2) carries a house ad for AlphaWire itself: no
 * third-party network, no tracking pixel, nothing loaded from elsewhere.
 */
export function SponsoredCard() {
  return (
    <Card component="aside" withBorder padding="md" aria-label="Sponsored" bg="dark.8" style={{ borderStyle: 'dashed' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" fw={700} c="teal.4">
          AlphaWire
        </Text>
        <Badge variant="light" color="yellow" size="sm">
          Sponsored
        </Badge>
      </Group>
      <Text fw={700} mt={8} c="bright">
        Self-host AlphaWire
      </Text>
      <Text size="sm" c="dimmed" mt={6}>
        Your own scored, summarised market wire: one Node.js process, your sources, your keys. Try it
        with sample news in a minute: <Code style={{ whiteSpace: 'nowrap' }}>npm run demo</Code>
      </Text>
    </Card>
  );
}
