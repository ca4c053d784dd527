/** Where a story in the detail panel was opened from: a feed card or a Hot News entry. */
export type StoryOrigin = 'feed' | 'hot';

const OPENERS: Record<StoryOrigin, (id: number) => string> = {
  feed: (id) => `[data-news-id="${id}"] [data-card-title]`,
  hot: (id) => `[data-hot-id="${id}"]`,
};

/**
 * After Back, the focus returns to what opened the story (WCAG 2.4.3): Hot News is drawn anew, so
 * the control is looked up again; a story no longer listed there falls back to its feed card.
 */
export function focusOpener(id: number, origin: StoryOrigin, stacked: boolean): void {
  const opener = document.querySelector<HTMLElement>(OPENERS[origin](id)) ?? document.querySelector<HTMLElement>(OPENERS.feed(id));
  if (!opener) return;
  opener.focus({ preventScroll: true });
  // On a phone the panel sat above the feed: the card is brought back to the middle of the screen.
  opener.scrollIntoView({ block: stacked ? 'center' : 'nearest' });
}
