import { lazy, Suspense } from 'react';

// Members only, and loaded after the page: the first load of the home page does not carry it.
const NotificationBell = lazy(() => import('./notification-bell').then((m) => ({ default: m.NotificationBell })));

/** The header's notifications bell, loaded on first use. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
