import { ActionIcon, Anchor, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLiveStream } from '../../api/live';
import { applyNotificationEvent, useLatestNotifications, useMarkRead } from '../../api/notifications';
import { useFirstOpen } from '../../hooks/use-first-open';
import { showToast } from '../../lib/toast';
import { PendingButton } from '../pending-button/pending-button';
import classes from './notification-bell.module.css';
import { NotificationItem } from './notification-item';

function BellIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's bell (docs/product.md#alerts): the unread count in a badge and in its label, and
 * the newest notifications in a popover. What was unread when the list opened stays marked while
 * it is open, and is marked read on the server when it closes: the member has seen it.
 * A `notification` event of the live stream updates the count at once and shows a toast.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const live = useLiveStream({
    onNotification: (event) => {
      applyNotificationEvent(queryClient, event);
      const { item } = event;
      if (!item) return;
      const articleId = item.articleId;
      showToast({
        title: item.title,
        message: item.body,
        action: articleId === null ? undefined : { label: 'Open', onClick: () => void navigate(`/news/${articleId}`) },
      });
    },
  });
  const latest = useLatestNotifications(live === 'open');
  const markRead = useMarkRead();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popover = useFirstOpen(triggerRef, 'dialog');
  const opened = popover.opened;
  const items = latest.data?.items ?? [];
  const unread = latest.data?.unreadCount ?? 0;

  const close = () => {
    popover.setOpened(false);
    const seen = items.filter((item) => !item.read).map((item) => item.id);
    if (seen.length > 0) markRead.mutate({ ids: seen });
  };
  const markAll = () => markRead.mutate({ all: true });

  const trigger = (
    <ActionIcon
      ref={triggerRef}
      variant="default"
      size="lg"
      className={classes.button}
      aria-label={`Notifications, ${unread} unread`}
      {...popover.triggerProps}
      // Closing marks what was shown read.
      onClick={() => (opened ? close() : popover.open())}
    >
      <BellIcon />
      {unread > 0 && (
        <span className={classes.count} data-testid="bell-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </ActionIcon>
  );
  // The popover itself only once opened (hooks/use-first-open.ts says why).
  if (!popover.mounted) return trigger;
  return (
    // The focus moves into the list when it opens (its controls are next for Tab, Escape closes it) and back to the bell after.
    <Popover opened={opened} onChange={(open) => (open ? popover.setOpened(true) : close())} position="bottom-end" width={360} shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown aria-label="Notifications" role="dialog" maw="calc(100vw - 24px)" p="sm">
        <Group justify="space-between" wrap="nowrap" mb="xs">
          <Text fw={700}>Notifications</Text>
          {/* Never disabled, which would drop the focus to the page's body once all is read: with
              nothing unread it is aria-disabled, drawn as disabled, and a press does nothing. */}
          <PendingButton
            size="compact-sm"
            variant="subtle"
            onClick={markAll}
            pending={markRead.isPending}
            aria-disabled={unread === 0}
            data-disabled={unread === 0 || undefined}
          >
            Mark all read
          </PendingButton>
        </Group>
        {/* Up and down only: the items wrap (notification-item.tsx), so the list never needs to scroll sideways. */}
        <ScrollArea.Autosize mah="min(420px, calc(100dvh - 160px))" type="auto" offsetScrollbars scrollbars="y">
          <Stack gap="sm">
            {latest.isPending && (
              <Text size="sm" c="dimmed">
                Loading…
              </Text>
            )}
            {latest.isError && (
              <Text size="sm" c="red">
                Your notifications could not be loaded.
              </Text>
            )}
            {latest.data && items.length === 0 && (
              <Text size="sm" c="dimmed">
                Nothing yet. Alerts you set up in Settings show here.
              </Text>
            )}
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} unread={!item.read} onFollow={close} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Anchor component={Link} to="/settings?section=alerts" size="sm" mt="sm" display="block" onClick={close}>
          Alert settings
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
