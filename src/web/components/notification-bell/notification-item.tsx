import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../contracts/alerts';
import { relativeTime } from '../recommendation-widget/relative-time';
import classes from './notification-bell.module.css';

/** Where a notification leads: an alert to its article, a held or paused notice to the alert settings. */
function targetOf(item: Notification): string | null {
  if (item.articleId !== null) return `/news/${item.articleId}`;
  if (item.kind === 'held' || item.kind === 'paused') return '/settings?section=alerts';
  return null;
}

/** One line of the bell's list: title (a link when it leads somewhere), body and age; unread ones carry a bar and say so. */
export function NotificationItem({ item, unread, onFollow }: { item: Notification; unread: boolean; onFollow: () => void }) {
  const target = targetOf(item);
  // Screen readers hear what the bar shows.
  const title = (
    <>
      {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
      {item.title}
    </>
  );
  return (
    // A rule's or channel's name may have no space to wrap at: it breaks anywhere, or the scroll area's
    // content (a table, as wide as its widest word) grew past the popover and cut every title mid-word.
    <Stack gap={2} className={unread ? classes.unread : classes.read} data-testid="notification-item" data-unread={unread} style={{ overflowWrap: 'anywhere' }}>
      {target ? (
        <Anchor component={Link} to={target} size="sm" fw={unread ? 700 : 500} c="inherit" lineClamp={2} onClick={onFollow}>
          {title}
        </Anchor>
      ) : (
        <Text size="sm" fw={unread ? 700 : 500} lineClamp={2}>
          {title}
        </Text>
      )}
      {item.body !== '' && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {item.body}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {relativeTime(item.createdAt)}
      </Text>
    </Stack>
  );
}
