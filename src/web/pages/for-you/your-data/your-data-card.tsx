import { Button, Group } from '@mantine/core';
import { SettingsCard } from '../../../components/settings-card';

/** Settings → Security: a member saves a copy of their data (docs/product.md#your-data). */
export function YourDataCard() {
  return (
    <SettingsCard
      id="your-data-title"
      title="Your data"
      description="Download a copy of everything AlphaWire keeps about you as a JSON file: your account, settings, watchlist, mutes, alert rules and channels, notifications, API tokens, posts to X and the articles you opened. Secrets (passwords, tokens, keys) are left out."
    >
      <Group>
        {/* A plain link: the browser sends the session cookie and saves the file the server names. */}
        <Button component="a" href="/api/user/export" download variant="default">
          Download my data
        </Button>
      </Group>
    </SettingsCard>
  );
}
