import { Divider, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import type { Session } from '../../hooks/use-session';
import { LazyRecommendationWidget } from '../recommendation-widget/lazy-recommendation-widget';
import { AccountArea } from './account-area';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { KeyboardShortcutsSwitch } from './keyboard-shortcuts-switch';
import { AssetsNavLink, MemberNavList } from './member-nav';
import { TopicFilter } from './topic-filter';

interface MobileNavProps {
  session: Session;
  onNavigate: () => void;
}

/** The header's contents stacked for narrow screens, shown under the burger. */
export function MobileNav({ session, onNavigate }: MobileNavProps) {
  const onHome = useLocation().pathname === '/';
  const signedIn = session.status === 'signed-in';
  return (
    <Stack gap="md">
      {onHome && (
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Filter by Topic
          </Text>
          <TopicFilter fullWidth onChosen={onNavigate} />
        </Stack>
      )}
      <Stack gap="sm">
        <Stack gap={0}>
          <AssetsNavLink onNavigate={onNavigate} />
          {signedIn && <MemberNavList onNavigate={onNavigate} />}
        </Stack>
        {signedIn && <LazyRecommendationWidget inline onNavigate={onNavigate} />}
      </Stack>
      <Divider />
      <ColorSchemeSwitch fullWidth hiddenFrom="sm" />
      <KeyboardShortcutsSwitch fullWidth hiddenFrom="sm" />
      <AccountArea session={session} fullWidth onNavigate={onNavigate} />
    </Stack>
  );
}
