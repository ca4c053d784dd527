import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToaster, toasterRequested } from '../../lib/toast';

const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

/** Where toasts appear: the container and its code load with the first toast (lib/toast). */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToaster, toasterRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
