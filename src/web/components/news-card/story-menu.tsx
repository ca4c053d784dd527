import { ActionIcon, Menu } from '@mantine/core';
import { type SyntheticEvent, useRef } from 'react';
import type { NewsItem } from '../../../contracts/news';
import { readableMessage } from '../../api/api-error';
import { useMe } from '../../api/auth';
import { type MuteChange, useMuteActions } from '../../api/mutes';
import { useToggleWatch, useWatchlist } from '../../api/watchlist';
import { useFirstOpen } from '../../hooks/use-first-open';
import { showToast } from '../../lib/toast';
import { tickerLabel } from '../../lib/ticker-link';
import target from '../touch-target.module.css';

// The menu sits inside a card that opens on click: its own clicks (a portal's bubble too) stay here.
const keep = (event: SyntheticEvent) => event.stopPropagation();

function DotsIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

// How long Undo waits for the restored card to be drawn before it gives up placing the focus.
const RESTORED_CARD_WAIT_MS = 3_000;

/**
 * After Undo the focus is on the toast's button, which goes with the toast: it is given to the
 * story menu of the card that comes back, once drawn, unless the reader has moved it meanwhile.
 */
function focusMenuOnceBack(id: number) {
  const from = document.activeElement;
  const deadline = performance.now() + RESTORED_CARD_WAIT_MS;
  const attempt = () => {
    const focused = document.activeElement;
    if (focused !== from && focused !== document.body && focused !== null) return;
    const menu = document.querySelector<HTMLElement>(`article[data-news-id="${id}"] [aria-label="Story menu"]`);
    if (menu) menu.focus();
    else if (performance.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * A card's menu for signed-in members: watch or stop watching one of its tickers
 * (docs/product.md#watchlist), mute its source or one of its tickers (docs/product.md#mutes). A
 * mute loads the feed again without it, and a toast offers Undo.
 */
export function StoryMenu({ item }: { item: NewsItem }) {
  const me = useMe();
  const actions = useMuteActions();
  const watchlist = useWatchlist(Boolean(me.data) && item.tickers.length > 0);
  const toggleWatch = useToggleWatch();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menu = useFirstOpen(triggerRef, 'menu');
  if (!me.data) return null;

  const failed = (title: string, fallback = 'Failed to save mutes') => (error: unknown) => showToast({ title, message: readableMessage(error, fallback), variant: 'destructive' });
  const mute = (change: MuteChange, label: string) => {
    actions.add(change).then(
      (before) =>
        showToast({
          title: `Muted ${label}`,
          message: 'Its news is left out of your feed.',
          action: {
            label: 'Undo',
            onClick: () => {
              focusMenuOnceBack(item.id);
              void actions.restore(before).catch(failed('Undo failed'));
            },
          },
        }),
      failed(`Could not mute ${label}`),
    );
  };
  const sourceId = item.source_id;
  const watched = new Set(watchlist.data?.symbols ?? []);
  // A promise, not mutate's callbacks: under the Watchlist filter the card leaves the feed as soon
  // as its asset is unwatched, and an unmounted card's callbacks would never run.
  const watch = (symbol: string, on: boolean) =>
    toggleWatch.mutateAsync({ symbol, watch: on }).then(
      () => showToast({ title: on ? `Watching ${tickerLabel(symbol)}` : `Stopped watching ${tickerLabel(symbol)}`, message: on ? 'Its news shows under the Watchlist filter.' : 'It is off your watchlist.' }),
      failed('Could not save your watchlist', 'Failed to save watchlist'),
    );

  const trigger = (
    <ActionIcon
      ref={triggerRef}
      variant="subtle"
      color="gray"
      className={`${target.icon} ${target.reach}`}
      aria-label="Story menu"
      {...menu.triggerProps}
      onClick={(event) => {
        keep(event);
        menu.triggerProps.onClick?.();
      }}
      onKeyDown={keep}
    >
      <DotsIcon />
    </ActionIcon>
  );
  // The menu itself only once opened (hooks/use-first-open.ts says why): a feed page has twenty.
  if (!menu.mounted) return trigger;
  return (
    <Menu opened={menu.opened} onChange={menu.setOpened} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown onClick={keep} onKeyDown={keep}>
        {item.tickers.map((ticker) =>
          watched.has(ticker) ? (
            <Menu.Item key={`watch-${ticker}`} onClick={() => watch(ticker, false)}>
              ★ Stop watching {tickerLabel(ticker)}
            </Menu.Item>
          ) : (
            <Menu.Item key={`watch-${ticker}`} onClick={() => watch(ticker, true)} disabled={watchlist.isLoading}>
              ☆ Watch {tickerLabel(ticker)}
            </Menu.Item>
          ),
        )}
        {item.tickers.length > 0 && <Menu.Divider />}
        {sourceId !== null && <Menu.Item onClick={() => mute({ source: sourceId }, item.source)}>Mute <bdi>{item.source}</bdi></Menu.Item>}
        {item.tickers.map((ticker) => (
          <Menu.Item key={ticker} onClick={() => mute({ ticker }, tickerLabel(ticker))}>
            Mute {tickerLabel(ticker)}
          </Menu.Item>
        ))}
        {sourceId === null && item.tickers.length === 0 && <Menu.Label>Nothing to mute here</Menu.Label>}
      </Menu.Dropdown>
    </Menu>
  );
}
