import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { TwoFactorCard } from '../../components/two-factor/two-factor-card';
import { NewsPreferencesPanel } from './news-preferences-panel';
import { XIntegrationTab } from './x-integration-tab';

export type SettingsSection = 'news' | 'x' | 'security';

/** Your Settings: News Preferences and X Integration (docs/product.md#personalised-feed-page), and Security (two-factor sign-in). */
export function SettingsTab({ section }: { section: SettingsSection }) {
  const [active, setActive] = useState<SettingsSection>(section);
  return (
    <Tabs value={active} onChange={(value) => value && setActive(value as SettingsSection)} variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="news">News Preferences</Tabs.Tab>
        <Tabs.Tab value="x">X Integration</Tabs.Tab>
        <Tabs.Tab value="security">Security</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="news">
        <NewsPreferencesPanel />
      </Tabs.Panel>
      <Tabs.Panel value="x">
        <XIntegrationTab />
      </Tabs.Panel>
      <Tabs.Panel value="security">
        <TwoFactorCard />
      </Tabs.Panel>
    </Tabs>
  );
}
