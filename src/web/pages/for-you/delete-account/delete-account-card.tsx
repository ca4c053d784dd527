import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { SettingsCard } from '../../../components/settings-card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Settings → Security: a member deletes their own account, confirmed in a dialog (docs/product.md#personalised-feed-page). */
export function DeleteAccountCard() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <SettingsCard
        id="delete-account-title"
        title="Delete account"
        description="Deleting your account removes it and everything of yours: settings, watchlist, mutes, alert rules and channels, API tokens and personal feeds. You are signed out, and it cannot be undone."
      >
        <Group>
          <Button variant="outline" color="red" onClick={() => setOpened(true)}>
            Delete account…
          </Button>
        </Group>
      </SettingsCard>
      <DeleteAccountDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
