import { Stack } from '@mantine/core';
import { ChannelsCard } from './channels-card';
import { RulesCard } from './rules-card';

/** Settings → Alerts (docs/product.md#alerts): the channels alerts go to, and the rules that send them. */
export function AlertsSection() {
  return (
    <Stack gap="md">
      <ChannelsCard />
      <RulesCard />
    </Stack>
  );
}
