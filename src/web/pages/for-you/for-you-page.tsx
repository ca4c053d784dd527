import { Anchor, Center, Container, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';
import { SignInWall } from '../../components/sign-in-wall';
import { useSession } from '../../hooks/use-session';
import { useTabParam } from '../../hooks/use-tab-param';
import { AutoPostQueueTab } from './auto-post-queue-tab';
import { RecommendationsTab } from './recommendations-tab';
import { type SettingsSection, SettingsTab } from './settings-tab';
import { XMessagesTab } from './x-messages-tab';

const FEED_TABS = ['recommendations', 'x-messages', 'auto-post', 'settings'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

interface ForYouPageProps {
  /** Where the page opens: /recommendations on the list, /settings and /preferences on Your Settings. */
  tab: FeedTab;
  section?: SettingsSection;
}

/** "Your Personalized Feed" (docs/product.md#personalised-feed-page): four tabs for members, a sign-in wall for everyone else. */
export function ForYouPage({ tab, section = 'news' }: ForYouPageProps) {
  const session = useSession();
  const [active, setActive] = useTabParam('tab', FEED_TABS, tab, ['section']);
  if (session.status === 'loading') {
    return (
      <Center mih="50dvh">
        <Loader />
      </Center>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <SignInWall
        title="Sign in to see your personalized feed"
        text="Recommendations picked for you, one-minute summaries and your news preferences are for members."
      />
    );
  }
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
          <ArrowLeftIcon size={14} />
          Back to Home
        </Anchor>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Your Personalized Feed
        </Title>
        <Tabs value={active} onChange={setActive} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            <Tabs.Tab value="recommendations">Recommendations</Tabs.Tab>
            <Tabs.Tab value="x-messages">X Messages</Tabs.Tab>
            <Tabs.Tab value="auto-post">Auto-Post Queue</Tabs.Tab>
            <Tabs.Tab value="settings">Your Settings</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="recommendations" pt="md">
            <RecommendationsTab />
          </Tabs.Panel>
          <Tabs.Panel value="x-messages" pt="md">
            <XMessagesTab />
          </Tabs.Panel>
          <Tabs.Panel value="auto-post" pt="md">
            <AutoPostQueueTab />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="md">
            <SettingsTab section={section} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
