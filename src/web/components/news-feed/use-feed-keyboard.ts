import { useHotkeys } from '@mantine/hooks';
import type { NewsItem } from '../../../contracts/news';
import { moveCursor } from './feed-entries';

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

/** j/k move the cursor through the feed; o or Enter open the item under it. */
export function useFeedKeyboard({ items, cursorId, onCursor, onOpen }: FeedKeyboardOptions): void {
  const current = items.findIndex((item) => item.id === cursorId);
  const move = (step: 1 | -1) => {
    const next = items[moveCursor(items.length, current, step)];
    if (!next) return;
    onCursor(next);
    bringIntoView(next.id);
  };
  const open = () => {
    const item = items[current];
    if (item) onOpen(item);
  };
  useHotkeys(
    [
      ['j', () => move(1)],
      ['k', () => move(-1)],
      ['o', open],
    ],
    TEXT_FIELDS,
  );
  useHotkeys([['Enter', open]], ENTER_IGNORED);
}
