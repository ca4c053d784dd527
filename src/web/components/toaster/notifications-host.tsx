import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** docs/product.md#one-toast-at-a-time: one toast at a time, 5 s each, at most 420 px wide. */
export function NotificationsHost() {
  return <Notifications limit={1} autoClose={5000} containerWidth={420} />;
}
