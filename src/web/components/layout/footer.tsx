import { Badge, Container, Group, Text } from '@mantine/core';
import { useVersion } from '../../api/version';

/** Tagline, year and the running version (spec 1 §1); no links until their pages exist. */
export function Footer() {
  const { data } = useVersion();
  return (
    <Container component="footer" size="lg" py="lg" w="100%">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          <Text component="span" inherit fw={700} c="bright">
            AlphaWire
          </Text>{' '}
          · Elite financial intelligence platform
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} AlphaWire
          </Text>
          {data && (
            <Badge variant="outline" color="gray" size="sm" tt="none" title="Server version">
              v{data.version}
            </Badge>
          )}
        </Group>
      </Group>
    </Container>
  );
}
