import { Burger, Group } from '@mantine/core';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { Session } from '../../hooks/use-session';
import { LazyNotificationBell } from '../notification-bell/lazy-notification-bell';
import { LazyRecommendationWidget } from '../recommendation-widget/lazy-recommendation-widget';
import { SearchBox } from '../search-box/search-box';
import { DIALOG_FOCUS_FALLBACK } from '../auth-dialog/focus-return';
import { AccountArea } from './account-area';
import { Brand } from './brand';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { KeyboardShortcutsSwitch } from './keyboard-shortcuts-switch';
import { AssetsNavButton, MemberNavButtons } from './member-nav';
import { TopicFilter } from './topic-filter';

/**
 * Below this breakpoint the filter, links and account move into the burger's panel. A visitor's
 * row needs about 1,000 px. A member's (five links, the topic filter, the search, the bell, two
 * switches and the widget) takes about 1,170 px before the account button, which leaves a name no
 * room below xl (1,408 px): at 1,280 it read "aud…", and at 1,200 the button ran past the window's edge.
 */
export function headerCollapseBreakpoint(session: Session): 'lg' | 'xl' {
  return session.status === 'signed-in' ? 'xl' : 'lg';
}

interface HeaderProps {
  session: Session;
  navOpened: boolean;
  onToggleNav: () => void;
  /** The burger, which Escape in the open panel gives the focus back to (app-layout.tsx). */
  burgerRef: RefObject<HTMLButtonElement | null>;
}

/** The header bar of every screen (docs/product.md#header). */
export function Header({ session, navOpened, onToggleNav, burgerRef }: HeaderProps) {
  const onHome = useLocation().pathname === '/';
  const collapseBelow = headerCollapseBreakpoint(session);
  return (
    // Narrower margins on phones: title, search, bell and burger share 390 px.
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      {/* The links never shrink: a long username is cut short instead (its group's miw), so no link runs under the search or bell. */}
      <Group gap="lg" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Brand />
        <Group gap={4} wrap="nowrap" visibleFrom={collapseBelow}>
          {onHome && <TopicFilter />}
          <AssetsNavButton />
          {session.status === 'signed-in' && <MemberNavButtons />}
        </Group>
      </Group>
      <Group ml="auto" wrap="nowrap" gap="xs" style={{ flexShrink: 0 }}>
        {/* Beside a member's links and account the field has no room even at xl (the account ran past the window's edge at 1,408 px). */}
        <SearchBox inlineFrom={session.status === 'signed-in' ? 'never' : 'sm'} />
        {/* The bell stays in the bar at every width, so the count is seen without the burger. */}
        {session.status === 'signed-in' && <LazyNotificationBell />}
        {/* On a phone the bar is full: the switches move into the burger's panel. */}
        <ColorSchemeSwitch visibleFrom="sm" />
        <KeyboardShortcutsSwitch visibleFrom="sm" />
      </Group>
      <Group visibleFrom={collapseBelow} wrap="nowrap" gap="sm" miw={0}>
        {session.status === 'signed-in' && <LazyRecommendationWidget />}
        <AccountArea session={session} />
      </Group>
      <Burger
        ref={burgerRef}
        opened={navOpened}
        onClick={onToggleNav}
        hiddenFrom={collapseBelow}
        size="sm"
        aria-label="Toggle navigation"
        aria-expanded={navOpened}
        // A dialog opened from the burger's panel gives the focus back here: the panel has closed.
        {...DIALOG_FOCUS_FALLBACK}
      />
    </Group>
  );
}
