import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Settings → Security: a member deletes their own account, confirmed in a dialog (docs/product.md#personalised-feed-page). */
export function DeleteAccountCard() {
  const [opened, setOpened] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="delete-account-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="delete-account-title">
          Delete account
        </Title>
        <Text size="sm" c="dimmed">
          Deleting your account removes it and everything of yours: settings, watchlist, mutes, alert rules and channels, API tokens and personal
          feeds. You are signed out, and it cannot be undone.
        </Text>
        <Group>
          <Button variant="outline" color="red" onClick={() => setOpened(true)}>
            Delete account…
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={opened} onClose={() => setOpened(false)} />
    </Card>
  );
}
