import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';

/** Settings → Security: a member saves a copy of their data (docs/product.md#your-data). */
export function YourDataCard() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="your-data-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="your-data-title">
          Your data
        </Title>
        <Text size="sm" c="dimmed">
          Download a copy of everything AlphaWire keeps about you as a JSON file: your account, settings, watchlist, mutes, alert rules and
          channels, notifications, API tokens, posts to X and the articles you opened. Secrets (passwords, tokens, keys) are left out.
        </Text>
        <Group>
          {/* A plain link: the browser sends the session cookie and saves the file the server names. */}
          <Button component="a" href="/api/user/export" download variant="default">
            Download my data
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
