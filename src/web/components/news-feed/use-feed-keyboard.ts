import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import type { NewsItem } from '../../../contracts/news';
import { useKeyboardShortcuts } from '../../hooks/use-keyboard-shortcuts';
import { pressedAbovePage } from '../../lib/shortcut-guard';
import type { Announcement } from '../polite-announcer';
import { cursorAnnouncement, moveCursor } from './feed-entries';

// Typing in a field never moves the feed; Enter on a button or link keeps its own meaning.
const TEXT_FIELDS = ['INPUT', 'TEXTAREA', 'SELECT'];
const ENTER_IGNORED = [...TEXT_FIELDS, 'BUTTON', 'A'];

interface FeedKeyboardOptions {
  items: readonly NewsItem[];
  cursorId: number | null;
  onCursor: (item: NewsItem) => void;
  onOpen: (item: NewsItem) => void;
}

function bringIntoView(id: number): void {
  document.querySelector(`[data-news-id="${id}"]`)?.scrollIntoView({ block: 'nearest' });
}

/**
 * j/k move the cursor through the feed; o or Enter open the item under it. The cursor is a ring,
 * not the focus, so each move is returned as an announcement for screen readers. None of the keys
 * does anything while the reader has turned the shortcuts off (useKeyboardShortcuts).
 */
export function useFeedKeyboard({ items, cursorId, onCursor, onOpen }: FeedKeyboardOptions): Announcement | null {
  const [on] = useKeyboardShortcuts();
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const current = items.findIndex((item) => item.id === cursorId);
  const move = (step: 1 | -1) => {
    const index = moveCursor(items.length, current, step);
    const next = items[index];
    if (!next) return;
    onCursor(next);
    bringIntoView(next.id);
    setAnnouncement((last) => ({ key: (last?.key ?? 0) + 1, text: cursorAnnouncement(next, index, items.length) }));
  };
  const open = () => {
    const item = items[current];
    if (item) onOpen(item);
  };
  // Not while a dialog, menu or list box has the keys (lib/shortcut-guard.ts).
  const onPage = (action: () => void) => (event: KeyboardEvent) => {
    if (!pressedAbovePage(event)) action();
  };
  useHotkeys(
    on
      ? [
          ['j', onPage(() => move(1))],
          ['k', onPage(() => move(-1))],
          ['o', onPage(open)],
        ]
      : [],
    TEXT_FIELDS,
  );
  useHotkeys(on ? [['Enter', onPage(open)]] : [], ENTER_IGNORED);
  return announcement;
}
