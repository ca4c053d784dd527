import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { readableMessage } from '../../../api/api-error';
import { useFeedToken, useResetFeedToken } from '../../../api/feed-token';
import { FeedUrls } from '../../../components/feed-urls/feed-urls';
import { PendingButton } from '../../../components/pending-button/pending-button';
import { SettingsCard } from '../../../components/settings-card';
import { showToast } from '../../../lib/toast';

/**
 * Settings → Personal feeds (docs/product.md#feeds-out): the member's For You list and watchlist news as feeds at
 * secret addresses, and Reset key (behind a confirmation) for when one has leaked.
 */
export function PersonalFeedsCard() {
  const token = useFeedToken();
  const reset = useResetFeedToken();
  const [confirming, setConfirming] = useState(false);

  const confirmReset = async () => {
    try {
      await reset.mutateAsync();
      showToast({ title: 'Feed key reset', message: 'The old addresses no longer work: use the new ones in your reader.' });
    } catch (error) {
      showToast({ title: 'Could not reset the feed key', message: readableMessage(error, ''), variant: 'destructive' });
    }
    setConfirming(false);
  };

  return (
    <>
      <SettingsCard
        id="personal-feeds-title"
        title="Personal feeds"
        action={
          <Button size="sm" variant="light" color="red" onClick={() => setConfirming(true)} disabled={!token.data}>
            Reset key
          </Button>
        }
        description="Your For You list and the news of your watchlist in any feed reader. The addresses hold a secret key instead of your password: anyone who has one can read these lists, so share them with nobody. Reset the key if one has leaked."
      >
        {token.isPending && <Loader size="sm" />}
        {token.isError && (
          <Text size="sm" c="red">
            {readableMessage(token.error, 'Could not load your feed addresses')}
          </Text>
        )}
        {token.data && (
          <>
            <Text size="sm" fw={600}>
              For You
            </Text>
            <FeedUrls urls={token.data.urls} />
            <Text size="sm" fw={600}>
              Watchlist
            </Text>
            <FeedUrls urls={token.data.watchlistUrls} name="Watchlist" />
          </>
        )}
      </SettingsCard>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Reset your feed key?" centered>
        <Stack gap="md">
          <Text size="sm">The current addresses stop working at once: every reader subscribed to them needs the new ones.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            {/* aria-disabled while resetting, so the focus stays on it (PendingButton) and "Resetting..." shows. */}
            <PendingButton color="red" onClick={() => void confirmReset()} pending={false} aria-disabled={reset.isPending} data-disabled={reset.isPending || undefined}>
              {reset.isPending ? 'Resetting...' : 'Reset key'}
            </PendingButton>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
