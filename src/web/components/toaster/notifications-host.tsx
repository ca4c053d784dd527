import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_Z_INDEX } from '../../theme';

/**
 * docs/product.md#one-toast-at-a-time: one toast at a time, 5 s each, at most 420 px wide; over an
 * open dialog's overlay and under the dialog itself (theme.ts says why).
 */
export function NotificationsHost() {
  return <Notifications limit={1} autoClose={5000} containerWidth={420} zIndex={TOAST_Z_INDEX} />;
}
