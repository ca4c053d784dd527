import { Loader, Stack, Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { TwoFactorCard } from '../../components/two-factor/two-factor-card';
import { useTabParam } from '../../hooks/use-tab-param';
import { ApiTokensCard } from './api-tokens/api-tokens-card';
import { DeleteAccountCard } from './delete-account/delete-account-card';
import { MutesPanel } from './mutes-panel';
import { NewsPreferencesPanel } from './news-preferences-panel';
import { PersonalFeedsCard } from './personal-feeds/personal-feeds-card';
import { XIntegrationTab } from './x-integration-tab';
import { YourDataCard } from './your-data/your-data-card';

// The alerts forms validate with the contract's zod schema: loaded when their tab opens, so the
// rest of Settings stays free of zod (the lint's rule on contract imports).
const AlertsSection = lazy(() => import('./alerts/alerts-section').then((m) => ({ default: m.AlertsSection })));

const SECTIONS = ['news', 'x', 'security', 'api-tokens', 'feeds', 'alerts'] as const;
export type SettingsSection = (typeof SECTIONS)[number];

/** Your Settings: News Preferences with the mutes (docs/product.md#mutes), X Integration (docs/product.md#personalised-feed-page), Security (two-factor sign-in, your data, deleting the account), API tokens, Personal feeds and Alerts (docs/product.md#alerts). */
export function SettingsTab({ section }: { section: SettingsSection }) {
  const [active, setActive] = useTabParam('section', SECTIONS, section);
  return (
    <Tabs value={active} onChange={setActive} variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="news">News Preferences</Tabs.Tab>
        <Tabs.Tab value="x">X Integration</Tabs.Tab>
        <Tabs.Tab value="security">Security</Tabs.Tab>
        <Tabs.Tab value="api-tokens">API tokens</Tabs.Tab>
        <Tabs.Tab value="feeds">Personal feeds</Tabs.Tab>
        <Tabs.Tab value="alerts">Alerts</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="news">
        <Stack gap="md">
          <NewsPreferencesPanel />
          <MutesPanel />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="x">
        <XIntegrationTab />
      </Tabs.Panel>
      <Tabs.Panel value="security">
        <Stack gap="md">
          <TwoFactorCard />
          <YourDataCard />
          <DeleteAccountCard />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="api-tokens">
        <ApiTokensCard />
      </Tabs.Panel>
      <Tabs.Panel value="feeds">
        <PersonalFeedsCard />
      </Tabs.Panel>
      <Tabs.Panel value="alerts">
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading alerts" />}>
          <AlertsSection />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
