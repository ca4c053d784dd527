import '@mantine/notifications/styles.css';
import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

// Toasts sit just under dialogs: a dialog owns the screen, and a toast at the bottom corner covered
// the controls of a tall dialog (and stayed while the pointer rested on it). A dialog that fails
// says so in its own banner, so the toast under its overlay loses nothing.
const UNDER_DIALOGS = getDefaultZIndex('modal') - 1;

/** docs/product.md#one-toast-at-a-time: one toast at a time, 5 s each, at most 420 px wide. */
export function NotificationsHost() {
  return <Notifications limit={1} autoClose={5000} containerWidth={420} zIndex={UNDER_DIALOGS} />;
}
