import { AppShell, Center, Divider, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useActivityHeartbeat } from '../../hooks/use-activity-heartbeat';
import { useAuthReturn } from '../../hooks/use-auth-return';
import { useSession } from '../../hooks/use-session';
import { AuthDialogProvider } from '../auth-dialog/auth-dialog-context';
import { Header, HEADER_COLLAPSE_BREAKPOINT } from '../header/header';
import { MobileNav } from '../header/mobile-nav';
import { Footer } from './footer';
import { MAIN_ID, SkipLink } from './skip-link';

function PageFallback() {
  return (
    <Center mih="50dvh">
      <Loader />
    </Center>
  );
}

function Shell() {
  const [navOpened, nav] = useDisclosure(false);
  const session = useSession();
  useActivityHeartbeat(session.status === 'signed-in');
  useAuthReturn();

  return (
    <AppShell
      // A column filling the screen: the footer sits after <main> (a landmark of its own) and
      // still reaches the bottom on short pages. Header and navbar are fixed, outside the flow.
      display="flex"
      mih="100dvh"
      style={{ flexDirection: 'column' }}
      header={{ height: 60 }}
      // The navbar exists only on narrow screens, as the burger's panel; wide screens use the header.
      navbar={{
        width: 300,
        breakpoint: HEADER_COLLAPSE_BREAKPOINT,
        collapsed: { mobile: !navOpened, desktop: true },
      }}
    >
      <SkipLink />
      <AppShell.Header>
        <Header session={session} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="md">
        {/* Rendered only when open: a collapsed navbar is merely moved off-screen, and its
            buttons would stay reachable by keyboard and screen readers. */}
        {navOpened && <MobileNav session={session} onNavigate={nav.close} />}
      </AppShell.Navbar>
      {/* tabIndex -1: the skip link's target takes focus, so the next Tab continues inside the page.
          At least a screen tall, so the footer starts below the fold: a page whose data arrives
          after its first paint grows without pushing the footer down in view (a layout shift). */}
      <AppShell.Main id={MAIN_ID} tabIndex={-1} mih="100dvh" style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <Divider />
      <Footer />
    </AppShell>
  );
}

/** The frame of every screen: header, page, footer, and the auth dialog they can open. */
export function AppLayout() {
  return (
    <AuthDialogProvider>
      <Shell />
    </AuthDialogProvider>
  );
}
