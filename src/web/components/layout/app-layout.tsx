import { Center, Divider, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useActivityHeartbeat } from '../../hooks/use-activity-heartbeat';
import { useAuthReturn } from '../../hooks/use-auth-return';
import { useScrollRestoration } from '../../hooks/use-scroll-restoration';
import { useSession } from '../../hooks/use-session';
import { AuthDialogProvider } from '../auth-dialog/auth-dialog-context';
import { Header, headerCollapseBreakpoint } from '../header/header';
import { MobileNav } from '../header/mobile-nav';
import classes from './app-layout.module.css';
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
  const burgerRef = useRef<HTMLButtonElement>(null);
  const session = useSession();
  // Escape closes the open panel and gives the focus back to the burger, unless a dialog or menu
  // inside it (the recommendations' list) takes that Escape for itself.
  useEffect(() => {
    if (!navOpened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"]')) return;
      nav.close();
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navOpened, nav]);
  useActivityHeartbeat(session.status === 'signed-in');
  useAuthReturn();
  useScrollRestoration();

  return (
    // A column filling the screen: the footer sits after <main> (a landmark of its own) and still
    // reaches the bottom on short pages. Header and burger panel are fixed, outside the flow.
    <div className={classes.shell}>
      <SkipLink />
      {/* The class lets Mantine's modals keep the header still when they hide the page's scroll bar (react-remove-scroll's name for it). */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <Header session={session} navOpened={navOpened} onToggleNav={nav.toggle} burgerRef={burgerRef} />
      </header>
      {/* Only on narrow screens, where the burger shows, and only while open: its buttons are not
          there for the keyboard or a screen reader while it is closed. */}
      {navOpened && (
        <nav className={classes.navbar} data-collapse-below={headerCollapseBreakpoint(session)}>
          <MobileNav session={session} onNavigate={nav.close} />
        </nav>
      )}
      {/* tabIndex -1: the skip link's target takes focus, so the next Tab continues inside the page.
          At least a screen tall, so the footer starts below the fold: a page whose data arrives
          after its first paint grows without pushing the footer down in view (a layout shift). */}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Divider />
      <Footer />
    </div>
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
